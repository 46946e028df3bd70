import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { inboxId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get an inbox',
	description: 'Get one inbox',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(wholeListRecords).get({
	path: accountPath('/inboxes'),
	id: inboxId,
});
