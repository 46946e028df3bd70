import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { dropEmpty } from '../../shared/values';

/** Parameters and body builders several Billing operations share. */

export const customerId = locator(
	'Customer',
	'customerId',
	'searchCustomers',
	'The customer (IDs start with cus_)',
	'cus_...',
);

export const subscriptionId = locator(
	'Subscription',
	'subscriptionId',
	'searchSubscriptions',
	'The subscription (IDs start with sub_)',
	'sub_...',
);

export const productCode = locator(
	'Product',
	'productCode',
	'searchProducts',
	'The product, by its code',
	'e.g. plan_basic',
);

/** Simplify keeps what a workflow usually reads of each record. */
export const simplifiedCustomerKeys = [
	'id',
	'name',
	'email',
	'phone',
	'status',
	'customerVaultId',
	'paymentProvider',
	'cardBrand',
	'cardLast4',
	'createdAt',
];
export const simplifiedSubscriptionKeys = [
	'id',
	'customerId',
	'status',
	'items',
	'cycleTotal',
	'currentPeriodStart',
	'currentPeriodEnd',
	'nextBillingAt',
	'cancelAtPeriodEnd',
	'cancellationReason',
	'createdAt',
];
export const simplifiedChargeKeys = [
	'id',
	'customerId',
	'productCode',
	'quantity',
	'amount',
	'currency',
	'status',
	'subscriptionId',
	'createdAt',
];
export const simplifiedProductKeys = [
	'productCode',
	'name',
	'paymentType',
	'price',
	'currency',
	'billingPeriod',
	'billingInterval',
	'status',
];
export const simplifiedPaymentLinkKeys = [
	'id',
	'linkType',
	'status',
	'concept',
	'amount',
	'customerName',
	'customerEmail',
	'paymentLinkUrl',
	'isTest',
	'createdAt',
	'expiresAt',
];

/** The ID a locator or a plain parameter holds, trimmed and checked as required. */
export function requiredId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
	name: string,
): string {
	const value = String(ctx.getNodeParameter(name, itemIndex, '', { extractValue: true })).trim();
	check.required(name, value);
	return value;
}

export const itemsParameter: INodeProperties = {
	displayName: 'Items',
	name: 'items',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Item',
	default: {},
	description:
		'1 to 20 recurring products sharing billing period, interval and currency; each product once',
	options: [
		{
			displayName: 'Item',
			name: 'item',
			values: [
				text('Product Code', 'productCode', 'Code of a recurring product', { required: true }),
				{
					displayName: 'Quantity',
					name: 'quantity',
					type: 'number',
					default: 1,
					typeOptions: { minValue: 1, maxValue: 1000 },
					description: '1 to 1000',
				},
			],
		},
	],
};

/** The items of a create or replace, checked against the documented item-set limits. */
export function itemsFrom(ctx: IExecuteFunctions, itemIndex: number, check: Checks) {
	const rows =
		((ctx.getNodeParameter('items', itemIndex, {}) as IDataObject).item as
			IDataObject[] | undefined) ?? [];
	if (rows.length < 1 || rows.length > 20) check.fail('items', 'must hold 1 to 20 items');
	const items = rows.map((row, index) => {
		check.required(`items[${index}].productCode`, row.productCode);
		check.integerBetween(`items[${index}].quantity`, row.quantity ?? 1, 1, 1000);
		return { productCode: String(row.productCode).trim(), quantity: Number(row.quantity ?? 1) };
	});
	check.noDuplicates(
		'items.productCode',
		items.map((i) => i.productCode),
	);
	return items;
}

/** Fields both collection link kinds take. */
export const linkOptions: INodeProperties[] = [
	{
		displayName: 'Is Test',
		name: 'isTest',
		type: 'boolean',
		default: false,
		description: 'Whether the link runs in test mode',
	},
	{
		displayName: 'Metadata',
		name: 'metadata',
		type: 'json',
		default: '{}',
		description: 'Key-value pairs echoed in the webhooks (at most 20 keys, 8192 bytes)',
	},
	text(
		'Redirect URL',
		'redirectUrl',
		'Where the hosted page sends the customer when it cannot close as a popup (at most 2048 characters)',
		{
			placeholder: 'https://example.com/thanks',
		},
	),
];

/** The body fields of `linkOptions`, checked; what the user left empty is not sent. */
export function linkBody(fields: IDataObject, check: Checks): IDataObject {
	check.maxLength('redirectUrl', fields.redirectUrl, 2048);
	check.url('redirectUrl', fields.redirectUrl);
	const metadata = check.jsonObject('metadata', fields.metadata);
	check.objectSize('metadata', metadata, 20, 8192);
	return dropEmpty({
		isTest: fields.isTest,
		redirectUrl: fields.redirectUrl,
		metadata: Object.keys(metadata).length ? metadata : undefined,
	});
}

/** The customer of a collection link, checked; undefined when neither name nor e-mail is given. */
export function linkCustomer(
	check: Checks,
	name: unknown,
	email: IDataObject[string],
): IDataObject | undefined {
	if (name !== undefined) checkCustomerName(check, 'customerName', name);
	check.email('customerEmail', email);
	const customer = dropEmpty({ name: name === undefined ? undefined : String(name).trim(), email });
	return Object.keys(customer).length ? customer : undefined;
}

export function checkCustomerName(check: Checks, field: string, name: unknown) {
	check.required(field, name);
	check.lengthBetween(field, String(name).trim(), 1, 120);
}
