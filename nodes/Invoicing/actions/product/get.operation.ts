import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { productId, simplifiedProductKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a product',
	description: 'Get one product',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(invoicingRecords).get({
	path: '/products',
	id: productId,
	simplifiedKeys: simplifiedProductKeys,
});
