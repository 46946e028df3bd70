import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many canned responses',
	description: 'List the canned responses of the account',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).list({
	path: accountPath('/canned_responses'),
});
