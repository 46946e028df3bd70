import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import type { ListDialect } from './pagination';
import type { ApiDefinition } from './transport';
import { apiRequest } from './transport';

export interface PickerList {
	api: ApiDefinition;
	pages: ListDialect;
	path: string;
	/** What the picker shows for a record */
	label(record: IDataObject): string;
	/** The query parameter the API searches with; without one, labels are matched here, page by page */
	searchParameter?: string;
	/** The record's id, where it is not `id` */
	idOf?(record: IDataObject): string;
}

/** One page of a list as resource-locator entries, with the token of the next page. */
export async function searchPage(
	ctx: ILoadOptionsFunctions,
	list: PickerList,
	filter: string | undefined,
	paginationToken: string | undefined,
): Promise<INodeListSearchResult> {
	const position = paginationToken === undefined ? undefined : JSON.parse(paginationToken);
	const size = list.pages.maxPageSize;
	const qs = {
		...list.pages.query(size, position),
		...(list.searchParameter && filter ? { [list.searchParameter]: filter } : {}),
	};
	const response = await apiRequest.call(ctx, list.api, { method: 'GET', path: list.path, qs });
	const { items, next } = list.pages.read(response, size, position);
	const needle = list.searchParameter ? '' : (filter ?? '').toLowerCase();
	return {
		results: items
			.map((record) => ({
				name: list.label(record),
				value: list.idOf ? list.idOf(record) : String(record.id),
			}))
			.filter((entry) => entry.name.toLowerCase().includes(needle)),
		paginationToken: next === undefined ? undefined : JSON.stringify(next),
	};
}
