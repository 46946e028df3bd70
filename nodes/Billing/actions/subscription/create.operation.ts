import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { billingRecords } from '../../api';
import { customerId, productCode, requiredId } from '../parameters';
import { itemsFrom, itemsParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';
import type { ExistingSpec } from '../../../shared/findBeforeCreate';
import { createUnlessFound, findFirstParameter } from '../../../shared/findBeforeCreate';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a subscription',
	description: 'Subscribe a vaulted customer to recurring products',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	made: 'created',
	orFound: 'the one found (with its items)',
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
	findFirstParameter(
		'a subscription',
		'of the same customer, active or past due, with the same products and quantities',
	),
];

/** The statuses of a subscription that still bills (the others: cancelled) */
const STILL_BILLING = ['active', 'past_due'];

/** A subscription's products as one comparable text: each product code with its quantity, sorted */
const productsOf = (items: IDataObject[]) =>
	items
		.map((item) => {
			const product = item.product as IDataObject | undefined;
			return `${String(product?.productCode ?? item.productCode ?? item.productId)} x${Number(item.quantity ?? 1)}`;
		})
		.sort()
		.join(', ');

/** The products the body subscribes to: its items, or the legacy product (quantity 1) */
const asked = (body: IDataObject) =>
	(body.items as IDataObject[] | undefined) ?? [{ productCode: body.productCode, quantity: 1 }];

/**
 * A subscription already made, as a billing user sees it: the same customer's, still billing
 * (active or past_due; a cancelled one is over), for the same set of products and quantities
 * (listed items name their product by `productId` and nest it, `expand=items`). The list has no
 * filter: the look-up walks every subscription.
 */
const existing: ExistingSpec = {
	path: '/v1/subscriptions',
	query: () => ({ expand: 'items' }),
	matches: (subscription, body) =>
		subscription.customerId === body.customerId &&
		STILL_BILLING.includes(String(subscription.status)) &&
		productsOf((subscription.items ?? []) as IDataObject[]) === productsOf(asked(body)),
};

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
	return await createUnlessFound(this, itemIndex, billingRecords('subscription'), existing, body);
}
