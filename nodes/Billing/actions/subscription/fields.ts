import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locator, number, rowsParameter, text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { enteredRows } from '../../../shared/rows';

export const subscriptionId = locator(
	'Subscription',
	'subscriptionId',
	'searchSubscriptions',
	'The subscription: its ID (sub_…) from Subscription → Get Many',
	'sub_...',
);

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

export const itemsParameter: INodeProperties = rowsParameter(
	{
		displayName: 'Items',
		name: 'items',
		placeholder: 'Add Item',
		description:
			'1 to 20 recurring products sharing billing period, interval and currency; each product once',
	},
	{ displayName: 'Item', name: 'item' },
	[
		text('Product Code', 'productCode', 'Code of a recurring product', { required: true }),
		number(
			'Quantity',
			'quantity',
			'How many units of the product the subscription bills each period: a whole number from 1 to 1000',
			{ default: 1, typeOptions: { minValue: 1, maxValue: 1000 } },
		),
	],
);

/** The items of a create or replace, checked against the documented item-set limits. */
export function itemsFrom(ctx: IExecuteFunctions, itemIndex: number, check: Checks) {
	const rows = enteredRows(ctx, itemIndex, 'items', 'item');
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
