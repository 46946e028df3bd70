import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { limOffDialect, fetchList } from '../../shared/pagination';
import { listLimit, text } from '../../shared/parameters';
import { apiRequest } from '../../shared/transport';
import type { checks } from '../../shared/validation';
import { billing } from '../api';

type Checks = ReturnType<typeof checks>;

export const customerIdParameter = text('Customer ID', 'customerId', 'ID of the customer', { required: true });
export const subscriptionIdParameter = text('Subscription ID', 'subscriptionId', 'ID of the subscription', { required: true });

/** Data of an `{success, data: {<key>: record}}` answer. */
export async function read(ctx: IExecuteFunctions, path: string, key: string) {
	const response = await apiRequest.call(ctx, billing, { method: 'GET', path });
	return response.data[key] as IDataObject;
}

/** A lim/off list: Return All or up to the limit. */
export async function list(ctx: IExecuteFunctions, itemIndex: number, path: string, listName: string, qs: IDataObject = {}) {
	return await fetchList(ctx, billing, { method: 'GET', path, qs }, limOffDialect(listName), listLimit(ctx, itemIndex));
}

export const itemsParameter: INodeProperties = {
	displayName: 'Items',
	name: 'items',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Item',
	default: {},
	description: '1 to 20 recurring products sharing billing period, interval and currency; each product once',
	options: [
		{
			displayName: 'Item',
			name: 'item',
			values: [
				text('Product Code', 'productCode', 'Code of a recurring product', { required: true }),
				{ displayName: 'Quantity', name: 'quantity', type: 'number', default: 1, typeOptions: { minValue: 1, maxValue: 1000 }, description: '1 to 1000' },
			],
		},
	],
};

/** The items of a create or replace, checked against the documented item-set limits. */
export function itemsFrom(ctx: IExecuteFunctions, itemIndex: number, check: Checks) {
	const rows = ((ctx.getNodeParameter('items', itemIndex, {}) as IDataObject).item as IDataObject[] | undefined) ?? [];
	if (rows.length < 1 || rows.length > 20) check.fail('items', 'must hold 1 to 20 items');
	const items = rows.map((row, index) => {
		check.required(`items[${index}].productCode`, row.productCode);
		check.integerBetween(`items[${index}].quantity`, row.quantity ?? 1, 1, 1000);
		return { productCode: String(row.productCode).trim(), quantity: Number(row.quantity ?? 1) };
	});
	check.noDuplicates('items.productCode', items.map((i) => i.productCode));
	return items;
}

/** Fields both collection link kinds take. */
export const linkOptions: INodeProperties[] = [
	{ displayName: 'Is Test', name: 'isTest', type: 'boolean', default: false, description: 'Whether the link runs in test mode' },
	{ displayName: 'Metadata', name: 'metadata', type: 'json', default: '{}', description: 'Key-value pairs echoed in the webhooks (at most 20 keys, 8192 bytes)' },
	text('Redirect URL', 'redirectUrl', 'Where the hosted page sends the customer when it cannot close as a popup (at most 2048 characters)', {
		placeholder: 'https://example.com/thanks',
	}),
];

export function linkBody(fields: IDataObject, check: Checks): IDataObject {
	const body: IDataObject = {};
	if (fields.isTest !== undefined) body.isTest = fields.isTest;
	if (fields.redirectUrl) {
		check.maxLength('redirectUrl', fields.redirectUrl, 2048);
		check.url('redirectUrl', fields.redirectUrl);
		body.redirectUrl = fields.redirectUrl;
	}
	if (fields.metadata !== undefined) {
		const metadata = check.jsonObject('metadata', fields.metadata);
		check.objectSize('metadata', metadata, 20, 8192);
		if (Object.keys(metadata).length) body.metadata = metadata;
	}
	return body;
}

export function checkCustomerName(check: Checks, field: string, name: unknown) {
	check.required(field, name);
	check.lengthBetween(field, String(name).trim(), 1, 120);
}
