import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { cannedResponseId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a canned response',
	description: 'Get one canned response',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).get({
	path: accountPath('/canned_responses'),
	id: cannedResponseId,
});
