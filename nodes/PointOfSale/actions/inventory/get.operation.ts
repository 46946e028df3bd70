import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { posRequest } from '../../api';
import { productId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get the stock of a product',
	description: 'Get the inventory of one product as the service records it',
};

/** Only reads: its items run several at once by default. */
export const readOnly = true;

export const description = [{ ...productId, description: 'The product whose stock to read' }];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'productId');
	return await posRequest.call(this, { method: 'GET', path: `/inventory/${id}` });
}
