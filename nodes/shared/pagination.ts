import type { IDataObject } from 'n8n-workflow';

import type { ApiContext, ApiDefinition, ApiRequest } from './transport';
import { apiRequest } from './transport';

/**
 * One way an API splits a list into pages (cursor, page number, offset, lim/off). `position` is the
 * dialect's own bookmark: a cursor, a page number or an offset; undefined asks for the first page.
 */
export interface ListDialect {
	maxPageSize: number;
	/** Page-number dialects must keep one page size for the whole walk. */
	fixedPageSize?: boolean;
	query(size: number, position: unknown): IDataObject;
	/** The page's records and the position of the next page (undefined: this was the last). */
	read(response: any, size: number, position: unknown): { items: IDataObject[]; next?: unknown };
}

/** `{data, nextCursor, hasMore}` with `cursor` and `limit` (workspace CRM). */
export const cursorDialect: ListDialect = {
	maxPageSize: 100,
	query: (size, cursor) => ({ limit: size, cursor: cursor as string | undefined }),
	read: (response) => ({
		items: response?.data ?? [],
		next: response?.hasMore && response?.nextCursor ? response.nextCursor : undefined,
	}),
};

/**
 * `{data, meta}` with `page` and `per_page`. `totalPages` reads the page count from the
 * response where the interface gives one; without it, a short page ends the list.
 */
export function pageDialect(totalPages?: (response: any) => number | undefined): ListDialect {
	return {
		maxPageSize: 100,
		fixedPageSize: true,
		query: (size, page) => ({ page: (page as number | undefined) ?? 1, per_page: size }),
		read: (response, size, position) => {
			const page = (position as number | undefined) ?? 1;
			const items: IDataObject[] = Array.isArray(response) ? response : (response?.data ?? []);
			const total = totalPages?.(response);
			const more = total === undefined ? items.length === size : page < total;
			return { items, next: more && items.length > 0 ? page + 1 : undefined };
		},
	};
}

/** `{data}` with `limit` and `offset` (forms). */
export const offsetDialect: ListDialect = {
	maxPageSize: 100,
	query: (size, offset) => ({ limit: size, offset: (offset as number | undefined) ?? 0 }),
	read: (response, size, position) => {
		const items: IDataObject[] = response?.data ?? [];
		const offset = (position as number | undefined) ?? 0;
		return { items, next: items.length === size ? offset + items.length : undefined };
	},
};

/** `{success, data: {<listName>[], total}}` with `lim` and `off` (billing integration). */
export function limOffDialect(listName: string): ListDialect {
	return {
		maxPageSize: 100,
		query: (size, off) => ({ lim: size, off: (off as number | undefined) ?? 0 }),
		read: (response, _size, position) => {
			const items: IDataObject[] = response?.data?.[listName] ?? [];
			const off = ((position as number | undefined) ?? 0) + items.length;
			const total = Number(response?.data?.total);
			return { items, next: items.length > 0 && off < total ? off : undefined };
		},
	};
}

/**
 * Walks a list page by page at the largest page size. With a limit it asks for no more
 * records than it needs and stops as soon as it has them.
 */
export async function* listPages(
	ctx: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
	dialect: ListDialect,
	limit?: number,
): AsyncGenerator<IDataObject[]> {
	let position: unknown;
	let collected = 0;
	const fixedSize = Math.min(dialect.maxPageSize, limit ?? dialect.maxPageSize);
	while (limit === undefined || collected < limit) {
		const size = dialect.fixedPageSize || limit === undefined ? fixedSize : Math.min(dialect.maxPageSize, limit - collected);
		const response = await apiRequest.call(ctx, api, {
			...request,
			qs: { ...request.qs, ...dialect.query(size, position) },
		});
		const page = dialect.read(response, size, position);
		const items = limit === undefined ? page.items : page.items.slice(0, limit - collected);
		collected += items.length;
		yield items;
		if (page.next === undefined) return;
		position = page.next;
	}
}

/** Return All (limit undefined) or up to `limit` records. */
export async function fetchList(
	ctx: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
	dialect: ListDialect,
	limit?: number,
): Promise<IDataObject[]> {
	const all: IDataObject[] = [];
	for await (const items of listPages(ctx, api, request, dialect, limit)) all.push(...items);
	return all;
}
