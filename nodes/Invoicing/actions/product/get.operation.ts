import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { productId } from '../parameters';
import { simplifiedProductKeys } from './records';

export const option = { name: 'Get', action: 'Get a product', description: 'Get one product' };

export const { description, execute } = recordOperations(invoicingRecords).get({
	path: '/products',
	id: productId,
	simplifiedKeys: simplifiedProductKeys,
});
