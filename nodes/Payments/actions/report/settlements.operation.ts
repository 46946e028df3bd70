import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fetchList } from '../../../shared/pagination';
import { listLimit, listParameters } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { payments, paymentsPages } from '../../api';

export const option = { name: 'Get Settlements', action: 'Get settlements', description: 'List the settlements deposited to the bank account' };

export const description: INodeProperties[] = [
	...listParameters,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{ displayName: 'From', name: 'from', type: 'dateTime', default: '', description: 'Only settlements from this moment' },
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Deposited', value: 'deposited' },
					{ name: 'Processing', value: 'processing' },
				],
				default: 'deposited',
			},
			{ displayName: 'To', name: 'to', type: 'dateTime', default: '', description: 'Only settlements up to this moment' },
		],
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const qs: IDataObject = { status: filters.status, from: check.isoDate('from', filters.from), to: check.isoDate('to', filters.to) };
	return await fetchList(this, payments, { method: 'GET', path: '/reports/settlements', qs }, paymentsPages, listLimit(this, itemIndex));
}
