import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { agentId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete an agent',
	description: 'Remove an agent from the account',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).delete({
	path: accountPath('/agents'),
	id: agentId,
});
