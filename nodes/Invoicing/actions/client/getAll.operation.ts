import { recordOperations } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { taxRegime } from '../parameters';
import { clientRecords, simplifiedClientKeys } from './records';

export const option = { name: 'Get Many', action: 'Get many clients', description: 'List receivers with search and filters' };

export const { description, execute } = recordOperations(clientRecords).list({
	path: '/clients',
	filters: [
		text('Search', 'search', 'RFC, name or e-mail'),
		taxRegime('regimen_fiscal', { description: 'Only clients of this tax regime. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.' }),
	],
	sort: [
		{
			displayName: 'Sort By',
			name: 'sort_by',
			type: 'options',
			options: [
				{ name: 'Created At', value: 'created_at' },
				{ name: 'Invoice Count', value: 'invoice_count' },
				{ name: 'Name', value: 'name' },
				{ name: 'RFC', value: 'rfc' },
			],
			default: 'name',
		},
	],
	simplifiedKeys: simplifiedClientKeys,
});
