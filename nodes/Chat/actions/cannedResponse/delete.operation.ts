import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { cannedResponseId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a canned response',
	description: 'Delete a canned response',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).delete({
	path: accountPath('/canned_responses'),
	id: cannedResponseId,
});
