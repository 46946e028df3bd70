import type { IDataObject } from 'n8n-workflow';

import type { ApiContext, ApiDefinition, ApiRequest } from './transport';
import { apiRequest, runWindow, unexpectedAnswer } from './transport';

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
	/**
	 * How many pages of `size` the list has, where a page tells it (a page count or a record
	 * count). With `positionOf` it lets Return All fetch the remaining pages several at once.
	 */
	pageCount?(response: any, size: number): number | undefined;
	/**
	 * The position of the page at `pageIndex` (0 is the first) when every page has `size` records;
	 * `first` is the first page's records, for APIs that set the page size themselves.
	 */
	positionOf?(pageIndex: number, size: number, first: IDataObject[]): unknown;
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
		...(totalPages
			? {
					pageCount: (response: any) => totalPages(response),
					positionOf: (pageIndex: number) => pageIndex + 1,
				}
			: {}),
	};
}

/** `{data, meta{current_page, total_pages, ...}}` with `page` and `per_page`: the usual list of the pack. */
export const metaPageDialect = pageDialect((response) => response?.meta?.total_pages);

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
		pageCount: (response, size) => {
			const total = Number(response?.data?.total);
			return Number.isFinite(total) ? Math.ceil(total / size) : undefined;
		},
		positionOf: (pageIndex, size) => pageIndex * size,
	};
}

/**
 * Walks a list at the largest page size. With a limit it asks for no more records than it needs
 * and stops as soon as it has them. Where the first page tells how many pages there are (page
 * and offset dialects with a total), the pages after it are fetched several at a time, as many as
 * the run's window holds, yielded in the API's order; cursor lists go one page after the other.
 */
export async function* listPages(
	ctx: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
	dialect: ListDialect,
	limit?: number,
): AsyncGenerator<IDataObject[]> {
	const walk = listWalk(ctx, api, request, dialect, limit);
	const size = walk.sizeFor(0);
	const first = await walk.fetchPage(size, undefined);
	yield walk.take(first.items);
	if (first.next === undefined || walk.full()) return;
	let position = first.next;
	const told = dialect.positionOf ? dialect.pageCount?.(first.response, size) : undefined;
	if (told !== undefined && told > 1) {
		const after = yield* toldPages(walk, told, first);
		if (after === undefined) return;
		position = after;
	}
	yield* pagesInTurn(walk, position);
}

type Page = Awaited<ReturnType<ReturnType<typeof listWalk>['fetchPage']>>;

/** One walk of a list: how it fetches a page, and how many records it has kept of the limit. */
function listWalk(
	ctx: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
	dialect: ListDialect,
	limit?: number,
) {
	let collected = 0;
	const fixedSize = Math.min(dialect.maxPageSize, limit ?? dialect.maxPageSize);
	return {
		ctx,
		dialect,
		limit,
		fixedSize,
		/** Page-number dialects keep one size; the others ask for no more than what remains of the limit. */
		sizeFor: (before: number) =>
			dialect.fixedPageSize || limit === undefined
				? fixedSize
				: Math.min(dialect.maxPageSize, limit - before),
		async fetchPage(size: number, at: unknown) {
			// Fetching a page only reads, whatever the operation walking the list does with it.
			const pageRequest: ApiRequest = {
				...request,
				kind: 'read',
				qs: { ...request.qs, ...dialect.query(size, at) },
			};
			const response = await apiRequest.call(ctx, api, pageRequest);
			const page = dialect.read(response, size, at);
			if (!Array.isArray(page.items))
				throw unexpectedAnswer(ctx, api, 'a list of records', pageRequest);
			return { ...page, response };
		},
		/** The page's records up to the limit, counted as collected. */
		take(items: IDataObject[]) {
			const kept = limit === undefined ? items : items.slice(0, limit - collected);
			collected += kept.length;
			return kept;
		},
		collected: () => collected,
		full: () => limit !== undefined && collected >= limit,
	};
}

/**
 * The pages after the first when it told how many there are, yielded in order. The walk always
 * has one page in flight (under its item's place); each further one takes a place of the run's
 * window (transport/window.ts) when one is free, so the pages go as fast as the service allows
 * and never past what the run's items and other walks leave. Returns where to go on one page at
 * a time (a list that grew while it was read), or undefined when the walk is done.
 */
async function* toldPages(
	walk: ReturnType<typeof listWalk>,
	told: number,
	first: Page,
): AsyncGenerator<IDataObject[], unknown> {
	const { dialect, limit, fixedSize } = walk;
	const pages = limit === undefined ? told : Math.min(told, Math.ceil(limit / fixedSize));
	const places = runWindow(walk.ctx);
	const inOrder: Array<Promise<Page>> = [];
	let nextPage = 1;
	let ownInFlight = false;
	let done = false;
	const fill = () => {
		while (!done && nextPage < pages) {
			const own = !ownInFlight;
			if (!own && !places.tryTake()) return;
			if (own) ownInFlight = true;
			const page = walk.fetchPage(
				walk.sizeFor(nextPage * fixedSize),
				dialect.positionOf!(nextPage, fixedSize, first.items),
			);
			const answered = (empty: boolean) => {
				if (own) ownInFlight = false;
				else places.release();
				// An empty page: the list ends before the told count (see below); start nothing more.
				if (empty) done = true;
				fill();
			};
			// Awaited in turn below; a walk stopped early must not leave a rejection unhandled.
			page.then(
				({ items }) => answered(items.length === 0),
				() => answered(false),
			);
			inOrder.push(page);
			nextPage++;
		}
	};
	try {
		fill();
		let last = first;
		while (inOrder.length > 0) {
			last = await inOrder.shift()!;
			// An empty page ends the list sooner than told (records removed meanwhile, or a count that
			// overstates it): no further page is started, and the node ends after those in flight.
			if (last.items.length === 0) {
				done = true;
				await Promise.allSettled(inOrder);
				return undefined;
			}
			yield walk.take(last.items);
			if (walk.full()) return undefined;
		}
		return last.next;
	} finally {
		done = true;
	}
}

/** The pages from `position` on, one after the other, until the list or the limit ends. */
async function* pagesInTurn(walk: ReturnType<typeof listWalk>, position: unknown) {
	while (!walk.full()) {
		const page = await walk.fetchPage(walk.sizeFor(walk.collected()), position);
		yield walk.take(page.items);
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
