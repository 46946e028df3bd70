import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { lineItemsInput, readLineItems, whenEntered } from '../../../shared/lineItems';
import { number, rowsParameter, text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { checks } from '../../../shared/validation';
import { posRequest } from '../../api';
import { additionalBody, bodyWith } from '../parameters';
import { lineProduct } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

const NAMES = { input: 'itemsInput', rows: 'items', row: 'item', json: 'itemsJson' };

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a sale',
	description: 'Record a sale of one or more products',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created sale',
};

export const description: INodeProperties[] = [
	lineItemsInput(
		'Line Items',
		'itemsInput',
		'Enter each product, quantity and price here',
		'A JSON array, e.g. mapped from the input item',
	),
	rowsParameter(
		{
			displayName: 'Items',
			name: 'items',
			placeholder: 'Add Line Item',
			displayOptions: whenEntered(NAMES, 'list'),
			description: 'The products sold; at least one',
		},
		{ displayName: 'Line Item', name: 'item' },
		[
			lineProduct,
			number('Quantity', 'quantity', 'Units sold (a whole number)', {
				default: 1,
				typeOptions: { minValue: 1 },
			}),
			number(
				'Price',
				'price',
				'Price charged for one unit in the store currency, as a decimal amount, e.g. 12.50',
				{ typeOptions: { minValue: 0, numberPrecision: 2 } },
			),
		],
	),
	{
		displayName: 'Items (JSON)',
		name: 'itemsJson',
		type: 'json',
		default: '[{"product_id": "", "quantity": 1, "price": 0}]',
		required: true,
		displayOptions: whenEntered(NAMES, 'json'),
		description:
			'A JSON array of lines, each with product_id, quantity and price (a decimal amount in the store currency), e.g. [{"product_id": "prod_000042", "quantity": 2, "price": 12.5}]',
	},
	text(
		'Payment Method',
		'payment_method',
		'How the customer paid, e.g. cash or card (the document does not list the values)',
	),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		additionalBody,
		text(
			'Customer ID',
			'customer_id',
			'The customer who bought, by the ID the store gives its customers (the document lists no customers)',
		),
	]),
];

/** Each line checked: a product, a positive whole quantity and a price of 0 or more. */
function lineItem(check: Checks, line: IDataObject, path: string): IDataObject {
	const at = (name: string) => `${path}.${name}`;
	check.required(at('product_id'), line.product_id);
	check.required(at('quantity'), line.quantity);
	check.integerBetween(at('quantity'), line.quantity, 1);
	check.required(at('price'), line.price);
	check.numberBetween(at('price'), line.price, 0);
	return {
		...line,
		product_id: String(line.product_id).trim(),
		quantity: Number(line.quantity),
		price: Number(line.price),
	};
}

/** Not retried after a 5xx (a write without idempotency key): a lost answer is checked with Sale → Get Many. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const items = readLineItems(this, itemIndex, check, NAMES, lineItem);
	const body = bodyWith(this, itemIndex, check, {
		items,
		payment_method: String(this.getNodeParameter('payment_method', itemIndex, '')).trim(),
	});
	return await posRequest.call(this, { method: 'POST', path: '/sales', body });
}
