import { joined, pickerLists, searchMethods } from '../../shared/listSearch';
import { salesCrm, salesCrmPages } from '../api';

const list = pickerLists(salesCrm, salesCrmPages);

/** Contacts are searched by the API; deals and pipelines have no search parameter, so their names are matched page by page. */
export const listSearch = searchMethods({
	searchContacts: list('/contacts', (c) => joined(c.name, c.email), { searchParameter: 'search' }),
	searchDeals: list('/deals', (d) => String(d.name ?? d.id)),
	searchPipelines: list('/pipelines', (p) => String(p.name ?? p.id)),
});
