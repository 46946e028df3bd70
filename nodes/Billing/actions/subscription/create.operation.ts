import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { billingRequest } from '../../api';
import { customerId, productCode, requiredId } from '../parameters';
import { itemsFrom, itemsParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a subscription',
	description: 'Subscribe a vaulted customer to recurring products',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created subscription',
};

export const description: INodeProperties[] = [
	{
		...customerId,
		description:
			'A customer of this project with a vaulted card: its ID (cus_…) from Customer → Get Many',
	},
	{
		displayName: 'Products',
		name: 'productsMode',
		description:
			'Whether the subscription holds several recurring products with quantities (items) or a single product (productCode)',
		type: 'options',
		options: [
			{
				name: 'Items',
				value: 'items',
				description: 'One or more recurring products with quantities',
			},
			{
				name: 'Single Product (Legacy)',
				value: 'productCode',
				description: 'One product, quantity 1',
			},
		],
		default: 'items',
	},
	{ ...itemsParameter, displayOptions: { show: { productsMode: ['items'] } } },
	{
		...productCode,
		description: 'The recurring product: its code from Product → Get Many',
		displayOptions: { show: { productsMode: ['productCode'] } },
	},
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		{
			displayName: 'Is Test',
			name: 'isTest',
			type: 'boolean',
			default: false,
			description: 'Whether the subscription runs in test mode',
		},
	]),
];

/** No charge at creation: the first renewal at currentPeriodEnd is the first use of the card. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const body: IDataObject = {
		customerId: requiredId(this, itemIndex, check, 'customerId'),
		...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
	};
	// Items or the legacy product, never both: the mode decides which one is sent.
	if (this.getNodeParameter('productsMode', itemIndex) === 'items')
		body.items = itemsFrom(this, itemIndex, check);
	else body.productCode = requiredId(this, itemIndex, check, 'productCode');
	return await billingRequest.call(
		this,
		{ method: 'POST', path: '/v1/subscriptions', body },
		'subscription',
	);
}
