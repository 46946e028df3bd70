import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { listParameters, show, text } from '../../../shared/parameters';
import { PAYMENT_TYPES } from '../../api';
import { list } from '../common';

export const description = show('product', 'getAll', [
	...listParameters,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{ displayName: 'Payment Type', name: 'paymentType', type: 'options', options: PAYMENT_TYPES, default: 'recurring' },
			text('Status', 'status', 'Only products with this status (values as the dashboard shows them, e.g. active)'),
		],
	},
]);

/** The catalogue is read-only through the interface: it is edited in the dashboard. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await list(this, itemIndex, '/v1/products', 'products', this.getNodeParameter('filters', itemIndex, {}) as IDataObject);
}
