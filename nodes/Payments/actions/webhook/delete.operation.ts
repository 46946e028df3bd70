import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { webhookId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a webhook',
	description: 'Remove a webhook',
};

export const { description, execute } = recordOperations(paymentsRecords).delete({
	path: '/webhooks',
	id: webhookId,
});
