import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { productId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a product',
	description: 'Remove a product from the catalogue',
};

export const { description, execute } = recordOperations(posRecords).delete({
	path: '/products',
	id: productId,
});
