import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { productId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a product',
	description: 'Remove a product',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(invoicingRecords).delete({
	path: '/products',
	id: productId,
});
