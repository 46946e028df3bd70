import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { number, pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { posRequest } from '../../api';
import { additionalBody, bodyWith, productId, reason } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Adjust',
	action: 'Adjust the stock of a product',
	description: 'Add units to the stock or take them out',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'record', what: 'the stock' };

export const description: INodeProperties[] = [
	{ ...productId, description: 'The product whose stock changes: its ID from Product → Get Many' },
	number(
		'Quantity',
		'quantity',
		'Units to add (positive) or take out (negative); a whole number other than 0',
		{ required: true },
	),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		additionalBody,
		text('Location', 'location', 'Where the stock changes', { placeholder: 'e.g. main' }),
		reason,
	]),
];

/** Not retried after a 5xx: an adjustment repeated would count twice. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'productId');
	const quantity = this.getNodeParameter('quantity', itemIndex);
	check.required('quantity', quantity);
	if (!Number.isSafeInteger(Number(quantity)))
		check.fail('quantity', 'must be a whole number (negative to take units out)');
	if (Number(quantity) === 0) check.fail('quantity', 'must not be 0: nothing would change');
	const body = bodyWith(this, itemIndex, check, { quantity: Number(quantity) });
	return await posRequest.call(this, { method: 'POST', path: `/inventory/${id}/adjust`, body });
}
