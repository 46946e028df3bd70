import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { number, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { posRequest } from '../../api';
import { additionalBody, bodyWith, productId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Transfer',
	action: 'Transfer stock between locations',
	description: 'Move units of a product from one location to another',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the transfer',
};

export const description: INodeProperties[] = [
	{
		...productId,
		name: 'product_id',
		description: 'The product whose units move: its ID from Product → Get Many',
	},
	text('From Location', 'from_location', 'Where the units are now', {
		required: true,
		placeholder: 'e.g. warehouse',
	}),
	text('To Location', 'to_location', 'Where the units go', {
		required: true,
		placeholder: 'e.g. main',
	}),
	number('Quantity', 'quantity', 'Units to move (a whole number)', {
		default: 1,
		required: true,
		typeOptions: { minValue: 1 },
	}),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [additionalBody],
	},
];

/** Not retried after a 5xx: a transfer repeated would move the units twice. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const named: IDataObject = {
		product_id: String(
			this.getNodeParameter('product_id', itemIndex, '', { extractValue: true }),
		).trim(),
		from_location: String(this.getNodeParameter('from_location', itemIndex)).trim(),
		to_location: String(this.getNodeParameter('to_location', itemIndex)).trim(),
		quantity: this.getNodeParameter('quantity', itemIndex),
	};
	for (const name of ['product_id', 'from_location', 'to_location', 'quantity'])
		check.required(name, named[name]);
	check.integerBetween('quantity', named.quantity, 1);
	if (named.from_location === named.to_location)
		check.fail('to_location', 'must differ from From Location');
	return await posRequest.call(this, {
		method: 'POST',
		path: '/inventory/transfer',
		body: bodyWith(this, itemIndex, check, named),
	});
}
