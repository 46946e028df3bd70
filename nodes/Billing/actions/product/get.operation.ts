import { recordOperations } from '../../../shared/crud';
import { billingRecords } from '../../api';
import { productCode } from '../parameters';
import { simplifiedProductKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a product',
	description: 'Get one product',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(billingRecords('product')).get({
	path: '/v1/products',
	id: productCode,
	simplifiedKeys: simplifiedProductKeys,
});
