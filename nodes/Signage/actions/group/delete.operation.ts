import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a screen group',
	description: 'Delete a screen group',
};

export const { description, execute } = recordOperations(signageRecords).delete({
	path: '/groups',
	id: groupId,
});
