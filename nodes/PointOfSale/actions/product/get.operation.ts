import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { productId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a product',
	description: 'Get one product as the service records it',
};

export const { description, execute } = recordOperations(posRecords).get({
	path: '/products',
	id: productId,
});
