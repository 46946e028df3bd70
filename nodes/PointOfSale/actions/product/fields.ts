import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { number, text } from '../../../shared/parameters';
import { money } from '../../../shared/money';
import type { Checks } from '../../../shared/validation';
import { additionalBody, productId, withAdditionalBody } from '../parameters';

/** What a point of sale plainly needs of a product; the names are assumed (see docs/nodes/PointOfSale.md). */
export const productFields: INodeProperties[] = [
	additionalBody,
	money('Cost', 'cost', 'What one unit costs you, in the store currency like the price, e.g. 7.25'),
	text('Location', 'location', "Where the product's stock is kept", { placeholder: 'e.g. main' }),
	money(
		'Price',
		'price',
		'Selling price of one unit in the store currency, as a decimal amount, e.g. 12.50',
	),
	text('SKU', 'sku', 'Stock keeping unit, your code for the product'),
	number('Stock', 'stock', 'Units in stock (a whole number)', { typeOptions: { minValue: 0 } }),
];

/** Product create and update: the fields above, sent with the names docs/nodes/PointOfSale.md states. */
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
	for (const price of ['price', 'cost']) check.numberBetween(price, named[price], 0);
	check.integerBetween('stock', named.stock, 0);
	return withAdditionalBody(check, named, extra);
}
