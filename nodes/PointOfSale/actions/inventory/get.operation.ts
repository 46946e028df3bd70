import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { posRequest } from '../../api';
import { productId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get the stock of a product',
	description: 'Get the inventory of one product as the service records it',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'record', what: 'the stock' };

export const description = [
	{ ...productId, description: 'The product whose stock to read: its ID from Product → Get Many' },
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'productId');
	return await posRequest.call(this, { method: 'GET', path: `/inventory/${id}` });
}
