import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { fetchList, pageDialect } from '../../../shared/pagination';
import { listLimit, listParameters, show } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { pageCount, payments } from '../../api';

export const description = show('paymentLink', 'getAll', [
	...listParameters,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{ displayName: 'Created From', name: 'from', type: 'dateTime', default: '', description: 'Only links created at or after this moment' },
			{ displayName: 'Created To', name: 'to', type: 'dateTime', default: '', description: 'Only links created at or before this moment' },
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Active', value: 'active' },
					{ name: 'Disabled', value: 'disabled' },
					{ name: 'Expired', value: 'expired' },
					{ name: 'Paid', value: 'paid' },
				],
				default: 'active',
			},
		],
	},
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const qs: IDataObject = { status: filters.status, from: check.isoDate('from', filters.from), to: check.isoDate('to', filters.to) };
	return await fetchList(this, payments, { method: 'GET', path: '/payment-links', qs }, pageDialect(pageCount), listLimit(this, itemIndex));
}
