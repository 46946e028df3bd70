import type { IDataObject } from 'n8n-workflow';

import { pickerLists, searchMethods } from '../../shared/listSearch';
import { isGiven } from '../../shared/values';
import { pointOfSale, posPages } from '../api';

/** The document shows no record fields: a label is built from the usual ones that are there. */
const labelOf =
	(...keys: string[]) =>
	(record: IDataObject) =>
		[...keys.map((key) => record[key]).filter(isGiven), record.id].map(String).join(' · ');

const list = pickerLists(pointOfSale, posPages);

export const products = list('/products', labelOf('name', 'sku'));

/** The lists have no documented search parameter: the picker matches what it shows, page by page. */
export const listSearch = searchMethods({
	searchProducts: products,
	searchSales: list('/sales', labelOf('created_at', 'total', 'status')),
});
