import { recordOperations } from '../../../shared/crud';
import { clientId, clientRecords, simplifiedClientKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a client',
	description: 'Get one receiver',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(clientRecords).get({
	path: '/clients',
	id: clientId,
	simplifiedKeys: simplifiedClientKeys,
});
