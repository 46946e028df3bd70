import type { IDataObject } from 'n8n-workflow';

import { joined, pickerLists, searchMethods } from '../../shared/listSearch';
import { invoicing, invoicingPages } from '../api';

const list = pickerLists(invoicing, invoicingPages);
const searched = { searchParameter: 'search' };

/** A catalogue entry as the pickers show it: "84111506 · Billing services". */
const catalogEntry = (entry: IDataObject) => `${entry.clave} · ${entry.descripcion}`;
const catalogKey = { ...searched, idOf: (entry: IDataObject) => String(entry.clave) };

/** Every Invoicing list the API searches by text (`search`), page by page. */
export const listSearch = searchMethods({
	searchInvoices: list(
		'/invoices',
		(i) =>
			joined(
				`${i.serie ?? ''}-${i.folio ?? ''}`,
				(i.receptor as IDataObject | undefined)?.nombre,
				`${i.total} ${i.moneda ?? ''}`.trim(),
				i.status,
			),
		searched,
	),
	searchClients: list('/clients', (c) => `${c.nombre} · ${c.rfc}`, searched),
	searchProducts: list('/products', (p) => `${p.nombre_interno} · ${p.clave_prod_serv}`, searched),
	searchProductKeys: list('/sat-catalogs/products', catalogEntry, catalogKey),
	searchUnitKeys: list('/sat-catalogs/units', catalogEntry, catalogKey),
});
