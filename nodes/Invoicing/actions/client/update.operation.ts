import { recordOperations } from '../../../shared/crud';
import { clientRecords, clientWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a client',
	description: 'Change fields of a receiver',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(clientRecords).update(clientWrite);
