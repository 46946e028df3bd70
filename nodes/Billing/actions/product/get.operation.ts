import { recordOperations } from '../../../shared/crud';
import { billingRecords } from '../../api';
import { productCode, simplifiedProductKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get a product', description: 'Get one product' };

export const { description, execute } = recordOperations(billingRecords('product')).get({
	path: '/v1/products',
	id: productCode,
	simplifiedKeys: simplifiedProductKeys,
});
