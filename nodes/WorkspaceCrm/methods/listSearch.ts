import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { searchPage } from '../../shared/listSearch';
import { workspaceCrm, workspaceCrmPages } from '../api';

/** Both lists take `search` (name, e-mail and phone), so the API does the matching. */
export const listSearch = {
	async searchContacts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{
				api: workspaceCrm,
				pages: workspaceCrmPages,
				path: '/contacts',
				searchParameter: 'search',
				label: (c) =>
					[`${c.firstName ?? ''} ${c.lastName ?? ''}`.trim(), c.email].filter(Boolean).join(' · '),
			},
			filter,
			paginationToken,
		);
	},
	async searchCompanies(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{
				api: workspaceCrm,
				pages: workspaceCrmPages,
				path: '/companies',
				searchParameter: 'search',
				label: (c) => String(c.name ?? c.id),
			},
			filter,
			paginationToken,
		);
	},
};
