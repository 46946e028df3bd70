import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many inboxes',
	description: 'List the inboxes (channels) of the account',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(wholeListRecords).list({
	path: accountPath('/inboxes'),
});
