import { recordOperations } from '../../../shared/crud';
import { clientRecords, clientWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a client',
	description: 'Add a receiver; its RFC is checked with the tax authority',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(clientRecords).create(clientWrite);
