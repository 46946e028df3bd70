import { recordOperations } from '../../../shared/crud';
import { clientId } from '../parameters';
import { clientRecords } from './records';

export const option = {
	name: 'Delete',
	action: 'Delete a client',
	description: 'Remove a receiver without invoices',
};

export const { description, execute } = recordOperations(clientRecords).delete({
	path: '/clients',
	id: clientId,
});
