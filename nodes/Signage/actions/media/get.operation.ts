import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { mediaId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a media file',
	description: 'Get one media file',
};

export const { description, execute } = recordOperations(signageRecords).get({
	path: '/media',
	id: mediaId,
});
