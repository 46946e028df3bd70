import { recordOperations } from '../../../shared/crud';
import { clientRecords, clientWrite } from './records';

export const option = {
	name: 'Create',
	action: 'Create a client',
	description: 'Add a receiver; its RFC is checked with the tax authority',
};

export const { description, execute } = recordOperations(clientRecords).create(clientWrite);
