import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IHttpRequestOptions, INodeParameters } from 'n8n-workflow';

import type { ApiDefinition } from '../../nodes/shared/transport';
import {
	DEFAULT_TIMEOUT_MS,
	MAX_TIMEOUT_MS,
	MIN_TIMEOUT_MS,
	TIMEOUT,
} from '../../nodes/shared/runOptions';
import { RETRY, apiRequest } from '../../nodes/shared/transport';
import { executeContext, loadOptionsContext, runNode } from '../harness/engine';
import { sentRequestsArrived } from '../harness/loopback';
import { packNodes } from '../harness/pack';

/**
 * Request timeouts against a server that takes every request and never answers. Each wait is
 * the run's own timeout, lowered below the option's minimum (1 s) for these tests: 0.2 s.
 */
const hung: Array<{ method: string; url: string }> = [];
const server = http.createServer((req) => {
	hung.push({ method: req.method ?? '', url: req.url ?? '' });
});
/** What the servers received, once every request the node sent has arrived (test/harness/loopback.ts) */
const received = async () => {
	await sentRequestsArrived();
	return hung;
};
let baseUrl = '';
beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	server.closeAllConnections();
	await new Promise<void>((resolve) => server.close(() => resolve()));
});

// Backoff between attempts shortened, as a server's Retry-After: 0 would; the attempt budget stays.
const retry = { ...RETRY };
beforeEach(async () => {
	// A request of the last test read late is not this test's.
	await sentRequestsArrived();
	hung.length = 0;
	Object.assign(RETRY, retry, { baseDelayMs: 10 });
});
afterAll(() => Object.assign(RETRY, retry));

/** Without a timeout these runs would hang until jest gives up: a bound well below that. */
const BOUND_MS = 15_000;
const SHORT_MS = 200;
const fastest = { runOptions: { timeout: SHORT_MS } };

const crm = (parameters: INodeParameters) =>
	runNode({
		type: 'workspaceCrm',
		parameters: { ...fastest, ...parameters },
		credentials: { bizOpsWorkspaceCrmApi: { baseUrl, accessToken: 'token' } },
	});

describe('a request the service never answers', () => {
	beforeAll(() => (TIMEOUT.shortestMs = SHORT_MS));
	afterAll(() => (TIMEOUT.shortestMs = MIN_TIMEOUT_MS));

	test(
		'a read times out after Run Options → Timeout, is tried again within the attempt budget, then fails naming the timeout',
		async () => {
			const { error } = await crm({
				resource: 'contact',
				operation: 'get',
				contactId: { __rl: true, mode: 'id', value: 'c1' },
			});
			expect(error?.name).toBe('NodeApiError');
			expect(error?.message).toBe(
				`Workspace CRM: timed out after 0.2 s waiting for an answer from ${baseUrl}/public/v1/contacts/c1 (after ${RETRY.attempts} attempts)`,
			);
			expect(error?.message).not.toMatch(/could not reach/);
			expect(error?.description).toMatch(/did not answer in time.*Run Options → Timeout/);
			expect((await received()).map((r) => `${r.method} ${r.url}`)).toEqual(
				Array(RETRY.attempts).fill('GET /public/v1/contacts/c1'),
			);
		},
		BOUND_MS,
	);

	test(
		'a create times out and is sent exactly once: the error says it may have reached the service and what to check',
		async () => {
			const { error } = await crm({
				resource: 'contact',
				operation: 'create',
				firstName: 'Ada',
				lastName: 'Lovelace',
			});
			expect(error?.name).toBe('NodeApiError');
			expect(error?.message).toBe(
				`Workspace CRM: timed out after 0.2 s waiting for an answer to POST ${baseUrl}/public/v1/contacts: the request may have reached the service`,
			);
			expect(error?.description).toMatch(
				/not sent again.*Check in Workspace CRM whether it took effect/,
			);
			expect((await received()).map((r) => r.method)).toEqual(['POST']);
		},
		BOUND_MS,
	);

	test(
		'the time a read spent timing out counts against the total wait: no attempt starts past it',
		async () => {
			RETRY.maxTotalWaitMs = SHORT_MS / 2;
			const { error } = await crm({
				resource: 'contact',
				operation: 'get',
				contactId: { __rl: true, mode: 'id', value: 'c1' },
			});
			expect(error?.message).toBe(
				`Workspace CRM: timed out after 0.2 s waiting for an answer from ${baseUrl}/public/v1/contacts/c1`,
			);
			expect(await received()).toHaveLength(1);
		},
		BOUND_MS,
	);

	test(
		'a POST the API deduplicates (idempotent) is tried again like a read',
		async () => {
			RETRY.attempts = 2;
			const api: ApiDefinition = {
				name: 'Service',
				credentialType: 'bizOpsWorkspaceCrmApi',
				prefix: '',
			};
			const ctx = executeContext(
				{
					type: 'workspaceCrm',
					parameters: fastest,
					credentials: { bizOpsWorkspaceCrmApi: { baseUrl, accessToken: 'token' } },
				},
				[{ json: {} }],
			);
			await expect(
				apiRequest.call(ctx, api, {
					method: 'POST',
					path: '/charges',
					body: { idempotencyKey: 'k' },
					idempotent: true,
				}),
			).rejects.toThrow(
				// The first attempt may have charged (once: the key deduplicates the second).
				/^Service: timed out after 0.2 s waiting for an answer from .*\/charges \(after 2 attempts\): an earlier attempt may have taken effect/,
			);
			expect((await received()).map((r) => r.method)).toEqual(['POST', 'POST']);
		},
		BOUND_MS,
	);
});

describe('which timeout a request gets', () => {
	/** The timeout each request of a context is sent with, read from what reaches n8n's request helper. */
	async function timeoutOf(
		ctx: ReturnType<typeof loadOptionsContext> | ReturnType<typeof executeContext>,
	) {
		const sent: IHttpRequestOptions[] = [];
		const helper = ctx.helpers.httpRequestWithAuthentication;
		ctx.helpers.httpRequestWithAuthentication = (async (
			_type: string,
			options: IHttpRequestOptions,
		) => {
			sent.push(options);
			return { statusCode: 200, headers: {}, body: {} };
		}) as typeof helper;
		const api: ApiDefinition = { name: 'X', credentialType: 'bizOpsWorkspaceCrmApi', prefix: '' };
		await apiRequest.call(ctx, api, { method: 'GET', path: '/a' });
		await apiRequest.call(ctx, api, { method: 'POST', path: '/b' });
		return sent.map((options) => options.timeout);
	}
	const setup = (parameters: INodeParameters) => ({
		type: 'workspaceCrm',
		parameters,
		credentials: { bizOpsWorkspaceCrmApi: { baseUrl: 'http://127.0.0.1:9', accessToken: 'token' } },
	});

	test.each([
		['no Run Options', {}, DEFAULT_TIMEOUT_MS],
		['Run Options → Timeout', { runOptions: { timeout: 2500 } }, 2500],
		['below the range', { runOptions: { timeout: 50 } }, MIN_TIMEOUT_MS],
		['above the range', { runOptions: { timeout: 10 ** 9 } }, MAX_TIMEOUT_MS],
	])('an action node run: %s', async (_name, parameters, expected) => {
		expect(await timeoutOf(executeContext(setup(parameters), [{ json: {} }]))).toEqual([
			expected,
			expected,
		]);
	});

	test('dropdowns and searches (no Run Options there) use the default', async () => {
		expect(await timeoutOf(loadOptionsContext(setup({ runOptions: { timeout: 2500 } })))).toEqual([
			DEFAULT_TIMEOUT_MS,
			DEFAULT_TIMEOUT_MS,
		]);
	});

	test('the option is on every action node, with its range and the default', () => {
		const actionNodes = Object.values(packNodes).filter(
			(node) => !node.description.group.includes('trigger'),
		);
		expect(actionNodes.length).toBeGreaterThan(10);
		for (const node of actionNodes) {
			const runOptions = node.description.properties.find((p) => p.name === 'runOptions');
			expect(runOptions?.options).toContainEqual(
				expect.objectContaining({
					name: 'timeout',
					type: 'number',
					default: DEFAULT_TIMEOUT_MS,
					typeOptions: { minValue: MIN_TIMEOUT_MS, maxValue: MAX_TIMEOUT_MS },
				}),
			);
		}
	});
});

describe('a connection that ends before the answer', () => {
	/** Takes each request and drops its connection without a word (ECONNRESET at the client) */
	const dropping = http.createServer((req) => {
		hung.push({ method: req.method ?? '', url: req.url ?? '' });
		req.socket.destroy();
	});
	let droppingUrl = '';
	beforeAll(async () => {
		await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
		droppingUrl = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`;
	});
	afterAll(async () => await new Promise<void>((resolve) => dropping.close(() => resolve())));

	const on = (url: string, parameters: INodeParameters) =>
		runNode({
			type: 'workspaceCrm',
			parameters,
			credentials: { bizOpsWorkspaceCrmApi: { baseUrl: url, accessToken: 'token' } },
		});

	test('a write is sent once and the error says it may have reached the service', async () => {
		const { error } = await on(droppingUrl, {
			resource: 'contact',
			operation: 'create',
			firstName: 'Ada',
			lastName: 'Lovelace',
		});
		expect((await received()).map((r) => `${r.method} ${r.url}`)).toEqual([
			'POST /public/v1/contacts',
		]);
		expect(error?.message).toMatch(
			/^Workspace CRM: the connection ended before an answer to POST .*\/public\/v1\/contacts: .*the request may have reached the service$/,
		);
		expect(error?.description).toMatch(/not sent again/);
	});

	test('a write to an address where nothing listens was never received: "could not reach"', async () => {
		const closed = http.createServer();
		await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
		const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
		await new Promise<void>((resolve) => closed.close(() => resolve()));
		const { error } = await on(closedUrl, {
			resource: 'contact',
			operation: 'create',
			firstName: 'Ada',
			lastName: 'Lovelace',
		});
		expect(error?.message).toMatch(/^Workspace CRM: could not reach .*refused the connection/);
	});

	test('a read is tried again within the attempt budget, then says it could not reach the service', async () => {
		const { error } = await on(droppingUrl, {
			resource: 'contact',
			operation: 'get',
			contactId: { __rl: true, mode: 'id', value: 'c1' },
		});
		expect(await received()).toHaveLength(RETRY.attempts);
		expect(error?.message).toMatch(
			new RegExp(`could not reach .* \\(after ${RETRY.attempts} attempts\\)`),
		);
	});
});
