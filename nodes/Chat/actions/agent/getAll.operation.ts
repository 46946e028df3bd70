import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many agents',
	description: 'List the agents of the account',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).list({
	path: accountPath('/agents'),
});
