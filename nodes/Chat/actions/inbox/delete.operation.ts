import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { inboxId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete an inbox',
	description: 'Delete an inbox: its channel is disconnected, its conversations are kept',
	kind: 'write',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).delete({
	path: accountPath('/inboxes'),
	id: inboxId,
});
