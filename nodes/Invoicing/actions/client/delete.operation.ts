import { recordOperations } from '../../../shared/crud';
import { clientId, clientRecords } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a client',
	description: 'Remove a receiver without invoices',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(clientRecords).delete({
	path: '/clients',
	id: clientId,
});
