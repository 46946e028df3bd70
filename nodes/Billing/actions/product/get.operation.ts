import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId, show, text } from '../../../shared/parameters';
import { read } from '../common';

export const description = show('product', 'get', [text('Product Code', 'productCode', 'Code of the product', { required: true })]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await read(this, `/v1/products/${pathId(this, itemIndex, 'productCode')}`, 'product');
}
