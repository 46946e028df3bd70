import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { inboxId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete an inbox',
	description: 'Delete an inbox: its channel is disconnected, its conversations are kept',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).delete({
	path: accountPath('/inboxes'),
	id: inboxId,
});
