import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fetchList } from '../../../shared/pagination';
import { listLimit, listParameters, simplifier, simplifyParameter } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { payments, paymentsPages } from '../../api';
import { simplifiedLinkKeys } from '../parameters';

export const option = { name: 'Get Many', action: 'Get many payment links', description: 'List payment links by status and date' };

export const description: INodeProperties[] = [
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
	simplifyParameter,
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const qs: IDataObject = { status: filters.status, from: check.isoDate('from', filters.from), to: check.isoDate('to', filters.to) };
	const links = await fetchList(this, payments, { method: 'GET', path: '/payment-links', qs }, paymentsPages, listLimit(this, itemIndex));
	return links.map(simplifier(this, itemIndex, simplifiedLinkKeys));
}
