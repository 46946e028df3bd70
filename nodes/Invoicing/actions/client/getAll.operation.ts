import { recordOperations } from '../../../shared/crud';
import { sortBy, text } from '../../../shared/parameters';
import { taxRegime } from '../parameters';
import { clientRecords, simplifiedClientKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many clients',
	description: 'List receivers with search and filters',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(clientRecords).list({
	path: '/clients',
	filters: [
		text('Search', 'search', 'RFC, name or e-mail'),
		taxRegime('regimen_fiscal', {
			description:
				'Only clients of this tax regime, a code from SAT Catalog → Get Tax Regimes. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
	],
	sort: [
		sortBy(
			'sort_by',
			['created_at', 'invoice_count', 'name', { name: 'RFC', value: 'rfc' }],
			'name',
		),
	],
	simplifiedKeys: simplifiedClientKeys,
});
