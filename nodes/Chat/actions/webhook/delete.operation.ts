import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { webhookId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a webhook',
	description: 'Remove a webhook',
	kind: 'write',
};

export const { description, execute } = recordOperations(wholeListRecords).delete({
	path: accountPath('/webhooks'),
	id: webhookId,
});
