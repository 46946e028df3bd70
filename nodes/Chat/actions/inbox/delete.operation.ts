import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { inboxId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete an inbox',
	description: 'Delete an inbox: its channel is disconnected, its conversations are kept',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(wholeListRecords).delete({
	path: accountPath('/inboxes'),
	id: inboxId,
});
