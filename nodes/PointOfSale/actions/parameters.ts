import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationBody, WriteSpec } from '../../shared/crud';
import { dropdown, locator, pathId, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { checks } from '../../shared/validation';
import { dropEmpty, isGiven } from '../../shared/values';
import { moneyRequest } from '../api';

/** Parameters and body builders several Point of Sale operations share. */

export const saleId = locator('Sale', 'saleId', 'searchSales', 'The sale', 'e.g. sale_000123');

export const productId = locator(
	'Product',
	'productId',
	'searchProducts',
	'The product',
	'e.g. prod_000042',
);

/**
 * Fields the service has that the document does not name. Offered in every write's collection;
 * a key that one of the node's own fields also sets is refused rather than silently overridden.
 */
export const additionalBody: INodeProperties = {
	displayName: 'Additional Body (JSON)',
	name: 'additionalBody',
	type: 'json',
	default: '{}',
	description: 'Further body fields the service accepts, as a JSON object; sent as given',
};

/** The named fields plus the Additional Body (JSON), checked. */
function withAdditionalBody(check: Checks, named: IDataObject, extra: unknown): IDataObject {
	const body = check.jsonObject('additionalBody', extra);
	for (const key of Object.keys(body)) {
		if (isGiven(named[key]))
			check.fail('additionalBody', `must not set "${key}": its own field sets it`);
	}
	return { ...body, ...dropEmpty(named) };
}

/** An operation's own fields, its Additional Fields and their Additional Body (JSON), as one request body. */
export function bodyWith(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
	own: IDataObject,
): IDataObject {
	const { additionalBody: extra, ...fields } = ctx.getNodeParameter(
		'additionalFields',
		itemIndex,
		{},
	) as IDataObject;
	return withAdditionalBody(check, { ...own, ...fields }, extra);
}

/** Prices and counts have no documented upper bound: the rule reads without one. */
export function atLeast(check: Checks, field: string, value: unknown, min: number, whole: boolean) {
	if (!isGiven(value)) return;
	const n = Number(value);
	if (!Number.isFinite(n) || n < min || (whole && !Number.isInteger(n)))
		check.fail(field, `must be ${whole ? 'a whole number' : 'a number'} of ${min} or more`);
}

const nonNegative = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'number',
	default: 0,
	typeOptions: { minValue: 0, numberPrecision: 2 },
	description,
});

/** What a point of sale plainly needs of a product; the names are assumed (see the README). */
export const productFields: INodeProperties[] = [
	additionalBody,
	nonNegative('Cost', 'cost', 'What one unit costs you, in the same unit as the price'),
	text('Location', 'location', "Where the product's stock is kept", { placeholder: 'e.g. main' }),
	nonNegative('Price', 'price', 'Selling price of one unit'),
	text('SKU', 'sku', 'Stock keeping unit, your code for the product'),
	{
		displayName: 'Stock',
		name: 'stock',
		type: 'number',
		default: 0,
		typeOptions: { minValue: 0 },
		description: 'Units in stock (a whole number)',
	},
];

/** Product create and update: the fields above, sent with the names the README states. */
export const productWrite: WriteSpec = {
	path: '/products',
	id: productId,
	required: [text('Name', 'name', 'Name of the product as the till shows it', { required: true })],
	optional: productFields,
	toBody: productBody,
};

/** A product create or update body from the UI values. */
export function productBody(fields: IDataObject, check: Checks): IDataObject {
	const { additionalBody: extra, ...named } = fields;
	if (named.name !== undefined) check.required('name', named.name);
	for (const price of ['price', 'cost']) atLeast(check, price, named[price], 0, false);
	atLeast(check, 'stock', named.stock, 0, true);
	return withAdditionalBody(check, named, extra);
}

export const reason = text('Reason', 'reason', 'Why, as the service records it');

/** Reason and Additional Body (JSON) of a cancel or refund. */
export const moneyFields: INodeProperties[] = [
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [additionalBody, reason],
	},
];

/**
 * Cancel or refund: they move money, so they are never repeated automatically (see moneyRequest);
 * `refused` says plainly what a 409 means for the sale.
 */
export function saleMove(move: 'cancel' | 'refund', refused: string): OperationBody {
	return {
		description: [saleId, ...moneyFields],
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const check = checks(this, itemIndex);
			const id = pathId(this, itemIndex, 'saleId');
			const body = bodyWith(this, itemIndex, check, {});
			return await moneyRequest.call(
				this,
				`/sales/${id}/${move}`,
				body,
				`Sale ${decodeURIComponent(id)} ${refused}`,
			);
		},
	};
}

/** A product of a line item: a dropdown (locators do not fit in a list of rows) or an ID by expression. */
export const lineProduct = dropdown('Product Name or ID', 'product_id', 'getProducts', {
	required: true,
});
