import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many teams',
	description: 'List the teams of the account',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).list({
	path: accountPath('/teams'),
});
