import { recordOperations } from '../../../shared/crud';
import { clientRecords, clientWrite } from './records';

export const option = {
	name: 'Update',
	action: 'Update a client',
	description: 'Change fields of a receiver',
};

export const { description, execute } = recordOperations(clientRecords).update(clientWrite);
