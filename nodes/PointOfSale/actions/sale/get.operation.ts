import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { saleId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a sale',
	description: 'Get one sale as the service records it',
};

export const { description, execute } = recordOperations(posRecords).get({
	path: '/sales',
	id: saleId,
});
