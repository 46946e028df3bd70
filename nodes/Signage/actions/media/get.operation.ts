import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { mediaId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a media file',
	description: 'Get one media file',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).get({
	path: '/media',
	id: mediaId,
});
