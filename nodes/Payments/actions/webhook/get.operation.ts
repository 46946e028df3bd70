import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { webhookId } from '../parameters';

export const option = { name: 'Get', action: 'Get a webhook', description: 'Get one webhook' };

export const { description, execute } = recordOperations(paymentsRecords).get({
	path: '/webhooks',
	id: webhookId,
});
