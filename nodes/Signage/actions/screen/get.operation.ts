import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { screenId, simplifiedScreenKeys } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a screen',
	description: 'Get one screen with its status',
};

export const { description, execute } = recordOperations(signageRecords).get({
	path: '/screens',
	id: screenId,
	simplifiedKeys: simplifiedScreenKeys,
});
