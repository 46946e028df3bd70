import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { show, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { billing } from '../../api';
import { customerIdParameter, itemsFrom, itemsParameter } from '../common';

export const description = show('subscription', 'create', [
	{ ...customerIdParameter, description: 'A customer of this project with a vaulted card' },
	{
		displayName: 'Products',
		name: 'productsMode',
		type: 'options',
		options: [
			{ name: 'Items', value: 'items', description: 'One or more recurring products with quantities' },
			{ name: 'Single Product (Legacy)', value: 'productCode', description: 'One product, quantity 1' },
		],
		default: 'items',
	},
	{ ...itemsParameter, displayOptions: { show: { productsMode: ['items'] } } },
	text('Product Code', 'productCode', 'Code of the recurring product', { required: true, displayOptions: { show: { productsMode: ['productCode'] } } }),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [{ displayName: 'Is Test', name: 'isTest', type: 'boolean', default: false, description: 'Whether the subscription runs in test mode' }],
	},
]);

/** No charge at creation: the first renewal at currentPeriodEnd is the first use of the card. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const customerId = String(this.getNodeParameter('customerId', itemIndex, '')).trim();
	check.required('customerId', customerId);
	const body: IDataObject = { customerId, ...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject) };
	// Items or the legacy product, never both: the mode decides which one is sent.
	if (this.getNodeParameter('productsMode', itemIndex) === 'items') {
		body.items = itemsFrom(this, itemIndex, check);
	} else {
		body.productCode = String(this.getNodeParameter('productCode', itemIndex, '')).trim();
		check.required('productCode', body.productCode);
	}
	return (await apiRequest.call(this, billing, { method: 'POST', path: '/v1/subscriptions', body })).data.subscription as IDataObject;
}
