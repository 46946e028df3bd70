import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many labels',
	description: 'List the labels of the account',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).list({
	path: accountPath('/labels'),
});
