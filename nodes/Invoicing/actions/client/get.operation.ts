import { recordOperations } from '../../../shared/crud';
import { clientId } from '../parameters';
import { clientRecords, simplifiedClientKeys } from './records';

export const option = { name: 'Get', action: 'Get a client', description: 'Get one receiver' };

export const { description, execute } = recordOperations(clientRecords).get({
	path: '/clients',
	id: clientId,
	simplifiedKeys: simplifiedClientKeys,
});
