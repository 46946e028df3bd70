import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { apiRequest } from '../../shared/transport';
import { salesCrm, salesCrmPages } from '../api';

/**
 * One page of a list as picker entries. Contacts are searched by the API; deals and pipelines
 * have no search parameter, so their names are matched here, page by page.
 */
async function search(
	ctx: ILoadOptionsFunctions,
	path: string,
	label: (record: IDataObject) => string,
	filter: string | undefined,
	page: string | undefined,
	serverSearch: boolean,
): Promise<INodeListSearchResult> {
	const position = page ? Number(page) : undefined;
	const query = salesCrmPages.query(salesCrmPages.maxPageSize, position);
	const response = await apiRequest.call(ctx, salesCrm, {
		method: 'GET',
		path,
		qs: { ...query, ...(serverSearch ? { search: filter } : {}) },
	});
	const { items, next } = salesCrmPages.read(response, salesCrmPages.maxPageSize, position);
	const needle = serverSearch ? '' : (filter ?? '').toLowerCase();
	return {
		results: items
			.map((record) => ({ name: label(record), value: String(record.id) }))
			.filter((entry) => entry.name.toLowerCase().includes(needle)),
		paginationToken: next === undefined ? undefined : String(next),
	};
}

export const listSearch = {
	async searchContacts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await search(this, '/contacts', (c) => [c.name, c.email].filter(Boolean).join(' · '), filter, paginationToken, true);
	},
	async searchDeals(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await search(this, '/deals', (d) => String(d.name ?? d.id), filter, paginationToken, false);
	},
	async searchPipelines(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await search(this, '/pipelines', (p) => String(p.name ?? p.id), filter, paginationToken, false);
	},
};
