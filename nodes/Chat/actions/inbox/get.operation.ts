import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { inboxId } from '../parameters';

export const option = { name: 'Get', action: 'Get an inbox', description: 'Get one inbox' };

export const { description, execute } = recordOperations(chatRecords(wholeList())).get({
	path: accountPath('/inboxes'),
	id: inboxId,
});
