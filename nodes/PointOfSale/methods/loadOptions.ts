import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { fetchList } from '../../shared/pagination';
import { pointOfSale, posPages } from '../api';
import { productLabel } from './listSearch';

export const loadOptions = {
	/** Every product, for the line items of a sale and the products the trigger watches. */
	async getProducts(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		const products = await fetchList(
			this,
			pointOfSale,
			{ method: 'GET', path: '/products' },
			posPages,
		);
		return products
			.map((product) => ({ name: productLabel(product), value: String(product.id) }))
			.sort((a, b) => a.name.localeCompare(b.name));
	},
};
