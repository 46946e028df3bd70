import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import type { PickerList } from '../../shared/listSearch';
import { searchPage } from '../../shared/listSearch';
import { invoicing, invoicingPages } from '../api';

const list = (path: string, label: PickerList['label'], idOf?: PickerList['idOf']): PickerList => ({
	api: invoicing,
	pages: invoicingPages,
	path,
	label,
	searchParameter: 'search',
	idOf,
});

/** A catalogue entry as the pickers show it: "84111506 · Billing services". */
const catalogEntry = (entry: IDataObject) => `${entry.clave} · ${entry.descripcion}`;

const pickers = {
	searchInvoices: list('/invoices', (i) =>
		[
			`${i.serie ?? ''}-${i.folio ?? ''}`,
			(i.receptor as IDataObject | undefined)?.nombre,
			`${i.total} ${i.moneda ?? ''}`.trim(),
			i.status,
		]
			.filter(Boolean)
			.join(' · '),
	),
	searchClients: list('/clients', (c) => `${c.nombre} · ${c.rfc}`),
	searchProducts: list('/products', (p) => `${p.nombre_interno} · ${p.clave_prod_serv}`),
	searchProductKeys: list('/sat-catalogs/products', catalogEntry, (entry) => String(entry.clave)),
	searchUnitKeys: list('/sat-catalogs/units', catalogEntry, (entry) => String(entry.clave)),
};

/** Every Invoicing list the API searches by text (`search`), page by page. */
export const listSearch = Object.fromEntries(
	Object.entries(pickers).map(([method, picker]) => [
		method,
		async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
			return await searchPage(this, picker, filter, paginationToken);
		},
	]),
);
