import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { productId } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a product',
	description: 'Remove a product from the catalogue',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(posRecords).delete({
	path: '/products',
	id: productId,
});
