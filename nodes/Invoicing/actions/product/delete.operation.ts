import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { productId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a product',
	description: 'Remove a product',
};

export const { description, execute } = recordOperations(invoicingRecords).delete({
	path: '/products',
	id: productId,
});
