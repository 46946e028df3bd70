import { recordOperations } from '../../../shared/crud';
import { sortBy, text } from '../../../shared/parameters';
import { invoicingRecords } from '../../api';
import { simplifiedProductKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many products',
	description: 'List products with search and filters',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(invoicingRecords).list({
	path: '/products',
	filters: [
		text('Product Key', 'clave_prod_serv', "Only products with this tax authority's product key", {
			placeholder: '01010101',
		}),
		text('Search', 'search', 'Name, description or catalogue key'),
	],
	sort: [sortBy('sort_by', ['created_at', 'name', 'price', 'usage_count'], 'name')],
	simplifiedKeys: simplifiedProductKeys,
});
