import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { productId } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a product',
	description: 'Get one product as the service records it',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(posRecords).get({
	path: '/products',
	id: productId,
});
