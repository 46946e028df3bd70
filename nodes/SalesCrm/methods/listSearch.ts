import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import type { PickerList } from '../../shared/listSearch';
import { searchPage } from '../../shared/listSearch';
import { salesCrm, salesCrmPages } from '../api';

const list = (
	path: string,
	label: (record: IDataObject) => string,
	searchParameter?: string,
): PickerList => ({
	api: salesCrm,
	pages: salesCrmPages,
	path,
	label,
	searchParameter,
});

/** Contacts are searched by the API; deals and pipelines have no search parameter, so their names are matched page by page. */
const contacts = list('/contacts', (c) => [c.name, c.email].filter(Boolean).join(' · '), 'search');
const deals = list('/deals', (d) => String(d.name ?? d.id));
const pipelines = list('/pipelines', (p) => String(p.name ?? p.id));

export const listSearch = {
	async searchContacts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, contacts, filter, paginationToken);
	},
	async searchDeals(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, deals, filter, paginationToken);
	},
	async searchPipelines(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, pipelines, filter, paginationToken);
	},
};
