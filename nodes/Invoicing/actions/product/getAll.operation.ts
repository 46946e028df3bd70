import { recordOperations } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { invoicingRecords } from '../../api';
import { simplifiedProductKeys } from './records';

export const option = { name: 'Get Many', action: 'Get many products', description: 'List products with search and filters' };

export const { description, execute } = recordOperations(invoicingRecords).list({
	path: '/products',
	filters: [
		text('Product Key', 'clave_prod_serv', "Only products with this tax authority's product key", { placeholder: '01010101' }),
		text('Search', 'search', 'Name, description or catalogue key'),
	],
	sort: [
		{
			displayName: 'Sort By',
			name: 'sort_by',
			type: 'options',
			options: [
				{ name: 'Created At', value: 'created_at' },
				{ name: 'Name', value: 'name' },
				{ name: 'Price', value: 'price' },
				{ name: 'Usage Count', value: 'usage_count' },
			],
			default: 'name',
		},
	],
	simplifiedKeys: simplifiedProductKeys,
});
