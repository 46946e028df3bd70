import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { listParameters, show, text } from '../../../shared/parameters';
import { list } from '../common';

export const description = show('paymentLink', 'getAll', [
	...listParameters,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{ displayName: 'Is Test', name: 'isTest', type: 'boolean', default: false, description: 'Whether to list only test links (on) or only live links (off)' },
			{
				displayName: 'Link Type',
				name: 'linkType',
				type: 'options',
				options: [
					{ name: 'Customer Collection', value: 'customer_collection' },
					{ name: 'Customer Payment', value: 'customer_payment' },
					{ name: 'One Time', value: 'one_time' },
				],
				default: 'one_time',
			},
			{
				displayName: 'Payment Provider',
				name: 'paymentProvider',
				type: 'options',
				options: [
					{ name: 'Card', value: 'card' },
					{ name: 'Wallet A', value: 'wallet_a' },
				],
				default: 'card',
			},
			text('Search', 'search', 'Customer name contains'),
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Cancelled', value: 'cancelled' },
					{ name: 'Completed', value: 'completed' },
					{ name: 'Expired', value: 'expired' },
					{ name: 'Pending', value: 'pending' },
					{ name: 'Processing', value: 'processing' },
				],
				default: 'pending',
			},
		],
	},
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await list(this, itemIndex, '/v1/payment-links', 'paymentLinks', this.getNodeParameter('filters', itemIndex, {}) as IDataObject);
}
