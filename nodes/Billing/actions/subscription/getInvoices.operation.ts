import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { listParameters, pathId, show } from '../../../shared/parameters';
import { list, subscriptionIdParameter } from '../common';

export const description = show('subscription', 'getInvoices', [
	subscriptionIdParameter,
	...listParameters,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Failed', value: 'failed' },
					{ name: 'Open', value: 'open' },
					{ name: 'Paid', value: 'paid' },
					{ name: 'Void', value: 'void' },
				],
				default: 'paid',
			},
		],
	},
]);

/** One invoice per billed period, its items frozen at billing time. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'subscriptionId');
	return await list(this, itemIndex, `/v1/subscriptions/${id}/invoices`, 'invoices', this.getNodeParameter('filters', itemIndex, {}) as IDataObject);
}
