import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { webhookId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a webhook',
	description: 'Get one webhook',
	kind: 'read',
};

export const { description, execute } = recordOperations(paymentsRecords).get({
	path: '/webhooks',
	id: webhookId,
});
