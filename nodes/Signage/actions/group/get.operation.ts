import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a screen group',
	description: 'Get one screen group',
};

export const { description, execute } = recordOperations(signageRecords).get({
	path: '/groups',
	id: groupId,
});
