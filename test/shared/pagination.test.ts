import type { IDataObject } from 'n8n-workflow';

import {
	cursorDialect,
	fetchList,
	limOffDialect,
	offsetDialect,
	pageDialect,
} from '../../nodes/shared/pagination';
import type { ListDialect } from '../../nodes/shared/pagination';
import type { ApiDefinition } from '../../nodes/shared/transport';
import { WINDOW } from '../../nodes/shared/transport';
import { loadOptionsContext } from '../harness/engine';
import type { SandboxInterface } from '../sandbox/server';
import { Sandbox } from '../sandbox/server';

/** One list of records served in each of the four list dialects of nodes/shared/pagination.ts. */
const records = Array.from({ length: 250 }, (_, i) => ({ n: i }));
const window = (offset: number, size: number) => records.slice(offset, offset + size);
/** A longer list, for more pages than are fetched at once */
const many = Array.from({ length: 2500 }, (_, i) => ({ n: i }));

const paging: SandboxInterface = {
	slug: 'paging',
	prefix: '/v1',
	tokens: { 'paging-token': { userId: 'u', scopes: [] } },
	error: (_s, code, message) => ({ error: code, message }),
	reset: () => undefined,
	routes: [
		{
			method: 'GET',
			path: '/cursor',
			handler: ({ query }) => {
				const offset = Number(query.cursor ?? 0);
				const size = Number(query.limit);
				const hasMore = offset + size < records.length;
				return {
					body: {
						data: window(offset, size),
						nextCursor: hasMore ? String(offset + size) : null,
						hasMore,
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/page',
			handler: ({ query }) => {
				const size = Number(query.per_page);
				const page = Number(query.page);
				return {
					body: {
						data: window((page - 1) * size, size),
						meta: { current_page: page, total_pages: Math.ceil(records.length / size) },
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/many',
			handler: ({ query }) => {
				const size = Number(query.per_page);
				const page = Number(query.page);
				return {
					body: {
						data: many.slice((page - 1) * size, page * size),
						meta: { current_page: page, total_pages: Math.ceil(many.length / size) },
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/offset',
			handler: ({ query }) => ({
				body: { data: window(Number(query.offset), Number(query.limit)) },
			}),
		},
		{
			method: 'GET',
			path: '/limoff',
			handler: ({ query }) => ({
				body: {
					success: true,
					data: { customers: window(Number(query.off), Number(query.lim)), total: records.length },
				},
			}),
		},
	],
};

const sandbox = new Sandbox([paging]);
beforeAll(async () => {
	await sandbox.start();
});
afterAll(async () => {
	await sandbox.stop();
});
beforeEach(() => sandbox.clearLog());

const api: ApiDefinition = {
	name: 'Paging',
	credentialType: 'bizOpsWorkspaceCrmApi',
	prefix: '/v1',
};
const list = (path: string, dialect: ListDialect, limit?: number) =>
	fetchList(
		loadOptionsContext({
			type: 'workspaceCrm',
			parameters: {},
			credentials: {
				bizOpsWorkspaceCrmApi: { baseUrl: sandbox.baseUrl('paging'), accessToken: 'paging-token' },
			},
		}),
		api,
		{ method: 'GET', path },
		dialect,
		limit,
	);
const numbers = (items: IDataObject[]) => items.map((r) => r.n);
const queries = () => sandbox.log.map((r) => r.query);

describe.each([
	['cursor', '/cursor', cursorDialect, 'limit'],
	['page', '/page', pageDialect((r) => r.meta?.total_pages), 'per_page'],
	['offset', '/offset', offsetDialect, 'limit'],
	['lim/off', '/limoff', limOffDialect('customers'), 'lim'],
])('%s dialect', (_name, path, dialect, sizeParam) => {
	test('Return All fetches every record once at the largest page size', async () => {
		const all = await list(path, dialect);
		expect(numbers(all)).toEqual(records.map((r) => r.n));
		expect(queries().every((q) => q[sizeParam] === '100')).toBe(true);
		// 250 records: three pages, the last one short or marked as the end.
		expect(sandbox.log.length).toBe(3);
	});

	test('Limit stops exactly and never asks for a page it does not need', async () => {
		const some = await list(path, dialect, 130);
		expect(numbers(some)).toEqual(records.slice(0, 130).map((r) => r.n));
		expect(sandbox.log.length).toBe(2);
		const few = await list(path, dialect, 7);
		expect(numbers(few)).toEqual([0, 1, 2, 3, 4, 5, 6]);
		expect(queries().slice(2)).toEqual([expect.objectContaining({ [sizeParam]: '7' })]);
	});
});

test('the page dialect without a page count ends at the first short page', async () => {
	const all = await list('/page', pageDialect());
	expect(all).toHaveLength(250);
	expect(queries().map((q) => q.page)).toEqual(['1', '2', '3']);
});

test('the cursor dialect asks only for what remains of the limit', async () => {
	await list('/cursor', cursorDialect, 150);
	expect(queries().map((q) => q.limit)).toEqual(['100', '50']);
});

describe('pages after the first, several at once', () => {
	afterEach(() => {
		sandbox.latency = 0;
	});
	// Each later page answers sooner than the one before it, so pages arrive out of order.
	const laterIsFaster = ({ query }: { query: Record<string, string> }) =>
		query.page ? 400 - 10 * Number(query.page) : query.off ? 400 - Number(query.off) : 0;
	const answered = () => sandbox.log.map((r) => r.query.page ?? r.query.off);

	test.each([
		['page', '/page', pageDialect((r) => r.meta?.total_pages), ['2', '3']],
		['lim/off', '/limoff', limOffDialect('customers'), ['100', '200']],
	])(
		"the %s dialect fetches the rest in parallel once the first tells the total, records in the API's order",
		async (_name, path, dialect, rest) => {
			sandbox.latency = laterIsFaster;
			const all = await list(path, dialect);
			expect(numbers(all)).toEqual(records.map((r) => r.n));
			expect(sandbox.log).toHaveLength(3);
			// Both remaining pages were in flight together and the last answered first.
			expect(sandbox.maxInFlight).toBe(2);
			expect(answered().slice(1)).toEqual([...rest].reverse());
		},
	);

	test(`${WINDOW.initial} pages at once to start with, more as they answer well (the run's window), each page asked for once, records in order`, async () => {
		sandbox.latency = laterIsFaster;
		const all = await list(
			'/many',
			pageDialect((r) => r.meta?.total_pages),
		);
		expect(numbers(all)).toEqual(many.map((r) => r.n));
		expect(
			queries()
				.map((q) => Number(q.page))
				.sort((a, b) => a - b),
		).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
		expect(sandbox.maxInFlight).toBeGreaterThan(WINDOW.initial);
		expect(sandbox.maxInFlight).toBeLessThanOrEqual(WINDOW.ceiling);
	});

	test('Limit in parallel still asks for no page it does not need', async () => {
		const some = await list(
			'/many',
			pageDialect((r) => r.meta?.total_pages),
			450,
		);
		expect(numbers(some)).toEqual(many.slice(0, 450).map((r) => r.n));
		expect(
			queries()
				.map((q) => q.page)
				.sort(),
		).toEqual(['1', '2', '3', '4', '5']);
		sandbox.clearLog();
		await list('/limoff', limOffDialect('customers'), 230);
		expect(queries().map((q) => [q.off, q.lim])).toEqual(
			expect.arrayContaining([
				['0', '100'],
				['100', '100'],
				['200', '30'],
			]),
		);
		expect(sandbox.log).toHaveLength(3);
	});

	test('a count that overstates the list: the walk ends at the first empty page, not at the told page', async () => {
		// 250 records, 3 pages of 100; the count says 30.
		const all = await list(
			'/page',
			pageDialect((r) => r.meta?.total_pages * 10),
		);
		expect(numbers(all)).toEqual(records.map((r) => r.n));
		// The first page and the first window; once a page came back empty, no other was started.
		const told = 30;
		expect(sandbox.log.length).toBeGreaterThanOrEqual(1 + WINDOW.initial);
		expect(sandbox.log.length).toBeLessThan(told);
	});

	test('the cursor dialect stays one page after the other', async () => {
		sandbox.latency = 20;
		await list('/cursor', cursorDialect);
		expect(sandbox.log).toHaveLength(3);
		expect(sandbox.maxInFlight).toBe(1);
	});
});
