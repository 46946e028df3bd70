import { joined, pickerLists, searchMethods } from '../../shared/listSearch';
import { workspaceCrm, workspaceCrmPages } from '../api';

const list = pickerLists(workspaceCrm, workspaceCrmPages);

/** Both lists take `search` (name, e-mail and phone), so the API does the matching. */
export const listSearch = searchMethods({
	searchContacts: list(
		'/contacts',
		(c) => joined(`${c.firstName ?? ''} ${c.lastName ?? ''}`.trim(), c.email),
		{ searchParameter: 'search' },
	),
	searchCompanies: list('/companies', (c) => String(c.name ?? c.id), { searchParameter: 'search' }),
});
