import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many products',
	description: 'List the products of the catalogue',
};

export const { description, execute } = recordOperations(posRecords).list({ path: '/products' });
