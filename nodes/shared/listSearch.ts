import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { ListDialect } from './pagination';
import { fetchList } from './pagination';
import { byName, pathId } from './parameters';
import type { ApiDefinition } from './transport';
import { apiRequest } from './transport';
import { isGiven } from './values';

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

/** A picker's list, or how to make it from the node's parameters and what the user typed. */
export type PickerSource =
	PickerList | ((ctx: ILoadOptionsFunctions, filter: string | undefined) => Promise<PickerList>);

/** What a resource locator calls to list or search its records. */
export type SearchMethod = (
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
) => Promise<INodeListSearchResult>;

/** What a picker shows of a record: those of its parts that are set, joined by " · ". */
export const joined = (...parts: unknown[]) => parts.filter(Boolean).join(' · ');

/**
 * One interface's lists as pickers: its API and list dialect, then a path, a label and what else
 * a list has (its search parameter, its own id) for each.
 */
export const pickerLists =
	(api: ApiDefinition, pages: ListDialect) =>
	(
		path: string,
		label: PickerList['label'],
		more: Pick<PickerList, 'searchParameter' | 'idOf'> = {},
	): PickerList => ({ api, pages, path, label, ...more });

/** A node's `listSearch` methods, one for each list by its method name. */
export const searchMethods = <K extends string>(lists: Record<K, PickerSource>) =>
	Object.fromEntries(
		Object.entries<PickerSource>(lists).map(([method, list]) => [
			method,
			async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
				const picker = typeof list === 'function' ? await list(this, filter) : list;
				return await searchPage(this, picker, filter, paginationToken);
			},
		]),
	) as Record<K, SearchMethod>;

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

/** Every record of a list as dropdown entries, by name. */
export async function dropdownOptions(
	ctx: ILoadOptionsFunctions,
	list: Omit<PickerList, 'searchParameter'>,
): Promise<INodePropertyOptions[]> {
	const records = await fetchList(ctx, list.api, { method: 'GET', path: list.path }, list.pages);
	return records
		.map((record) => ({
			name: list.label(record),
			value: list.idOf ? list.idOf(record) : String(record.id),
		}))
		.sort(byName);
}

/** A node's `loadOptions` methods over whole lists, one for each list by its method name. */
export const dropdownMethods = <K extends string>(
	lists: Record<K, Omit<PickerList, 'searchParameter'>>,
) =>
	Object.fromEntries(
		Object.entries<Omit<PickerList, 'searchParameter'>>(lists).map(([method, list]) => [
			method,
			async function (this: ILoadOptionsFunctions) {
				return await dropdownOptions(this, list);
			},
		]),
	) as Record<K, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>>;

/**
 * The value of the first of these parameters of the node that is set (a locator gives its value),
 * ready for a path: the same field may live at the top or in a collection (`updateFields.x`).
 */
export function currentId(ctx: ILoadOptionsFunctions, ...paths: string[]) {
	const parameters = ctx.getCurrentNodeParameters() ?? {};
	for (const path of paths) {
		const found = path
			.split('.')
			.reduce<unknown>((value, key) => (value as IDataObject | undefined)?.[key], parameters);
		const value = found && typeof found === 'object' ? (found as IDataObject).value : found;
		if (isGiven(value)) return pathId(ctx, 0, path, { value });
	}
	return undefined;
}
