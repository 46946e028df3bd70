import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import { searchPage } from '../../shared/listSearch';
import { pointOfSale, posPages } from '../api';

/** The document shows no record fields: a label is built from the usual ones that are there. */
const labelOf =
	(...keys: string[]) =>
	(record: IDataObject) =>
		[
			...keys
				.map((key) => record[key])
				.filter((value) => value !== undefined && value !== null && value !== ''),
			record.id,
		]
			.map(String)
			.join(' · ');

export const productLabel = labelOf('name', 'sku');

/** The lists have no documented search parameter: the picker matches what it shows, page by page. */
export const listSearch = {
	async searchProducts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{ api: pointOfSale, pages: posPages, path: '/products', label: productLabel },
			filter,
			paginationToken,
		);
	},
	async searchSales(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{
				api: pointOfSale,
				pages: posPages,
				path: '/sales',
				label: labelOf('created_at', 'total', 'status'),
			},
			filter,
			paginationToken,
		);
	},
};
