import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fetchList } from '../../../shared/pagination';
import { amountUnitParameter, listLimit, listParameters, simplifier, simplifyParameter, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { PAYMENT_METHODS, payments, paymentsPages } from '../../api';
import { simplifiedTransactionKeys } from '../parameters';

export const option = { name: 'Get Many', action: 'Get many transactions', description: 'List transactions with filters' };

export const description: INodeProperties[] = [
	...listParameters,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			amountUnitParameter({ description: 'How Min Amount and Max Amount are written; the API receives whole cents' }),
			{ displayName: 'Created From', name: 'from', type: 'dateTime', default: '', description: 'Only transactions created at or after this moment' },
			{ displayName: 'Created To', name: 'to', type: 'dateTime', default: '', description: 'Only transactions created at or before this moment' },
			text('Payment Link ID', 'link_id', 'Only transactions of this link', { placeholder: 'pl_...' }),
			{ displayName: 'Max Amount', name: 'max_amount', type: 'number', default: 0, description: 'Only transactions of at most this amount (in the amount unit)' },
			{ displayName: 'Min Amount', name: 'min_amount', type: 'number', default: 0, description: 'Only transactions of at least this amount (in the amount unit)' },
			{ displayName: 'Payment Method', name: 'payment_method', type: 'options', options: PAYMENT_METHODS, default: 'card_network_a' },
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Completed', value: 'completed' },
					{ name: 'Failed', value: 'failed' },
					{ name: 'Pending', value: 'pending' },
					{ name: 'Refunded', value: 'refunded' },
				],
				default: 'completed',
			},
		],
	},
	simplifyParameter,
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const unit = (filters.amountUnit as 'cents' | 'decimal' | undefined) ?? 'cents';
	const qs: IDataObject = {
		status: filters.status,
		payment_method: filters.payment_method,
		link_id: filters.link_id,
		from: check.isoDate('from', filters.from),
		to: check.isoDate('to', filters.to),
		min_amount: check.cents('min_amount', filters.min_amount, unit),
		max_amount: check.cents('max_amount', filters.max_amount, unit),
	};
	for (const name of ['min_amount', 'max_amount']) check.integerBetween(name, qs[name], 0, Number.MAX_SAFE_INTEGER);
	if (qs.min_amount !== undefined && qs.max_amount !== undefined && Number(qs.min_amount) > Number(qs.max_amount)) {
		check.fail('min_amount', 'must not be greater than max_amount');
	}
	const transactions = await fetchList(this, payments, { method: 'GET', path: '/transactions', qs }, paymentsPages, listLimit(this, itemIndex));
	return transactions.map(simplifier(this, itemIndex, simplifiedTransactionKeys));
}
