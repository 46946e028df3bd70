/**
 * npm run bench:n8n: the pack's nodes inside a real n8n (the pinned 2.40.7 with the built pack,
 * as the e2e suite starts it) against the sandbox holding every answer back LATENCY_MS, as a real
 * API would. Each case runs through our node, through n8n's HTTP Request node making the same
 * calls in the same n8n with its defaults, and as a sequential plain loop (axios, one kept-alive
 * connection); the cases at 50 at once also as that client holding 50 requests in flight. Node
 * times are their execution time as n8n records it. Prints; never fails the build.
 *
 * Targets (issues 19 and 48), at 50 ms: (a) 1,000 Get by ID at the default (the adaptive window)
 * at most 1.5 x the HTTP Request node, and with 50 at once at most 1.1 x; (b) 1,000 Creates with
 * 50 at once at most 1.1 x the HTTP Request node; (c) Return All of 5,000 Sales CRM contacts (page
 * list) against the sequential walk; (d) the same over Workspace CRM's cursor list, for reference;
 * 0 failed requests everywhere. (e) 1,000 Get by ID against a service with a limit it does not
 * tell (429 above a number in flight or per second, each with and without Retry-After) and one
 * slowing down under load: the pack's defaults fail no item; the HTTP Request node's defaults
 * (Continue On Fail, to count its failed items) beside it. (f) 1,000 Billing reads under its
 * limiter (60 per window, the window shortened to 1 s): 0 failed. n8n's resident memory is
 * sampled every 50 ms.
 */
import axios from 'axios';
import { readFileSync } from 'node:fs';
import http from 'node:http';

import { MAX_ITEMS_AT_ONCE } from '../nodes/shared/runOptions';
import { N8nClient, callWebhook } from '../test/harness/n8nClient';
import { SandboxClient } from '../test/e2e/interfaces';
import { BILLING_KEYS } from '../test/sandbox/billing';
import type { LoadPlan } from '../test/sandbox/load';
import { SALES_CRM_TOKENS } from '../test/sandbox/salesCrm';
import { WORKSPACE_CRM_TOKENS } from '../test/sandbox/workspaceCrm';
import { benchStack, itemsWorkflow, sandboxControl } from './workflows';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const CONTACTS = 5_000;
const ITEMS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_CASES=a,b runs only those cases (letters as printed), e.g. to profile one */
const ONLY = process.env.BENCH_CASES?.split(',');
const median = (values: number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Figure {
	ms: number;
	requests: number;
	/** Requests answered with a status from 400 (429s included) */
	failed: number;
	/** Requests answered 429 */
	refused: number;
	records: number;
	/** Output items that are errors (a node run with Continue On Fail) */
	failedItems: number;
	/** n8n's peak resident memory while it ran, MB */
	peakMb: number;
}

/** VmRSS of a process in MB, from /proc */
const rssMbOf = (pid: number) =>
	Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function main() {
	const stack = await benchStack('bench', { latencyMs: LATENCY_MS });
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const sandbox = new SandboxClient(stack.sandboxUrl);
		/** A control route's answer (undefined for 204) */
		const control = async (method: string, route: string, body?: object) => {
			const text = await (await sandboxControl(stack.sandboxUrl)(method, route, body)).text();
			return (text ? JSON.parse(text) : undefined) as any;
		};
		/**
		 * Requests answered while `work` ran, how many of them failed (any status from 400) and were
		 * 429s, and n8n's peak memory meanwhile
		 */
		const counted = async (
			work: () => Promise<{ ms: number; records: number; failedItems?: number }>,
		): Promise<Figure> => {
			const before = await control('GET', '/stats');
			let peakMb = rssMbOf(stack.n8nPid!);
			const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMbOf(stack.n8nPid!))), 50);
			const { ms, records, failedItems = 0 } = await work().finally(() => clearInterval(sampler));
			const after = await control('GET', '/stats');
			const answered = (stats: any, which: (status: number) => boolean) =>
				Object.entries(stats.byStatus as Record<string, number>).reduce(
					(n, [status, count]) => n + (which(Number(status)) ? count : 0),
					0,
				);
			const delta = (which: (status: number) => boolean) =>
				answered(after, which) - answered(before, which);
			return {
				ms,
				records,
				failedItems,
				peakMb,
				requests: after.requests - before.requests,
				failed: delta((status) => status >= 400),
				refused: delta((status) => status === 429),
			};
		};

		const crm = {
			baseUrl: sandbox.baseUrl('workspace_crm'),
			token: WORKSPACE_CRM_TOKENS.full,
			prefix: '/public/v1',
		};
		const sales = {
			baseUrl: sandbox.baseUrl('sales_crm'),
			token: SALES_CRM_TOKENS.full,
			prefix: '/crm/v1',
		};
		const crmCredential = await n8n.createCredential({
			name: 'Workspace CRM',
			type: 'bizOpsWorkspaceCrmApi',
			data: { baseUrl: crm.baseUrl, accessToken: crm.token },
		});
		const salesCredential = await n8n.createCredential({
			name: 'Sales CRM',
			type: 'bizOpsSalesCrmApi',
			data: { baseUrl: sales.baseUrl, accessToken: sales.token },
		});

		/** A published workflow: webhook -> (items of the posted body) -> the node under test; returns one run of it. */
		let workflows = 0;
		const workflow = async (node: Record<string, unknown>) => {
			const webhookPath = `bench-${++workflows}`;
			const created = await itemsWorkflow(n8n, {
				name: `bench: ${webhookPath}`,
				path: webhookPath,
				webhook: { responseMode: 'lastNode', responseData: 'noData' },
				node,
			});
			await n8n.api('POST', `/workflows/${created.id}/publish`);
			return async (items: object[]) =>
				await counted(async () => {
					const response = await callWebhook(`${stack.n8nUrl}/webhook/${webhookPath}`, {
						method: 'POST',
						headers: { 'content-type': 'application/json' },
						body: JSON.stringify({ items }),
					});
					if (!response.ok)
						throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
					const { data } = await n8n.api(
						'GET',
						`/executions?workflowId=${created.id}&limit=1&includeData=true`,
					);
					const run = data[0].data.resultData.runData.Node[0];
					if (run.error) throw new Error(`the node failed: ${run.error.message}`);
					const output = run.data.main[0] as Array<{ json: { error?: unknown } }>;
					return {
						ms: run.executionTime as number,
						records: output.length,
						failedItems: output.filter((item) => item.json.error !== undefined).length,
					};
				});
		};
		const ours = (type: string, credentials: object, parameters: object) =>
			workflow({ type: `n8n-nodes-bizops.${type}`, typeVersion: 1, parameters, credentials });
		/** n8n's HTTP Request node with its defaults, the token as a header as a user would set it */
		const httpRequest = (
			api: typeof crm,
			parameters: Record<string, unknown>,
			settings: Record<string, unknown> = {},
		) =>
			workflow({
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				...settings,
				parameters: {
					sendHeaders: true,
					headerParameters: {
						parameters: [{ name: 'Authorization', value: `Bearer ${api.token}` }],
					},
					...parameters,
				},
			});
		const timed = (work: () => Promise<number>) => async () => {
			const t0 = performance.now();
			const records = await work();
			return { ms: performance.now() - t0, records };
		};
		const plain = (api: typeof crm) =>
			axios.create({
				baseURL: api.baseUrl + api.prefix,
				headers: { Authorization: `Bearer ${api.token}` },
				httpAgent: new http.Agent({ keepAlive: true }),
			});
		const crmPlain = plain(crm);
		const salesPlain = plain(sales);
		/**
		 * The same calls from the plain client holding AT_ONCE requests in flight: what any client
		 * limited to that many at once reaches against this sandbox on this machine, without n8n.
		 */
		const AT_ONCE = 50;
		const plainAtOnce = (call: (i: number) => Promise<unknown>) => () =>
			counted(
				timed(async () => {
					let next = 0;
					await Promise.all(
						Array.from({ length: AT_ONCE }, async () => {
							while (next < ITEMS) await call(next++);
						}),
					);
					return ITEMS;
				}),
			);

		const ids: string[] = (
			await control('POST', '/seed', { slug: 'workspace_crm', count: CONTACTS })
		).data;
		await control('POST', '/seed', { slug: 'sales_crm', count: CONTACTS });
		const getInput = ids.slice(0, ITEMS).map((id) => ({ id }));
		const createInput = Array.from({ length: ITEMS }, (_, i) => ({ i }));

		const cases: Array<{
			name: string;
			node: () => Promise<Figure>;
			http?: () => Promise<Figure>;
			loop?: () => Promise<Figure>;
			plain?: () => Promise<Figure>;
			/** The service's behaviour for the case (the sandbox's load plan), ended after it */
			load?: LoadPlan;
			/** No warm-up, one round: a case whose time a limiter sets */
			once?: boolean;
		}> = [];
		const getParameters = {
			resource: 'contact',
			operation: 'get',
			contactId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			simplify: false,
		};
		const httpGet = await httpRequest(crm, {
			url: `={{ "${crm.baseUrl}${crm.prefix}/contacts/" + $json.id }}`,
		});
		// The same sequential loop serves both Get cases: measured once.
		let loopGetRun: Promise<Figure> | undefined;
		const loopGet = () =>
			(loopGetRun ??= counted(
				timed(async () => {
					for (const { id } of getInput) await crmPlain.get(`/contacts/${id}`);
					return getInput.length;
				}),
			));
		const nodeGetDefault = await ours(
			'workspaceCrm',
			{ bizOpsWorkspaceCrmApi: crmCredential },
			getParameters,
		);
		const nodeGet50 = await ours(
			'workspaceCrm',
			{ bizOpsWorkspaceCrmApi: crmCredential },
			{ ...getParameters, runOptions: { itemsAtOnce: AT_ONCE } },
		);
		cases.push({
			name: `(a) ${ITEMS} Get by ID, default (adaptive window)`,
			node: () => nodeGetDefault(getInput),
			http: () => httpGet(getInput),
			loop: loopGet,
		});
		cases.push({
			name: `(a) ${ITEMS} Get by ID, ${AT_ONCE} at once`,
			node: () => nodeGet50(getInput),
			http: () => httpGet(getInput),
			loop: loopGet,
			plain: plainAtOnce(async (i) => await crmPlain.get(`/contacts/${getInput[i].id}`)),
		});

		/** The contact every create case makes, through the node, the HTTP Request node and the plain client alike */
		const contact = { firstName: 'Bench', lastName: 'Create' };
		const createAtOnce = (itemsAtOnce: number) =>
			ours(
				'workspaceCrm',
				{ bizOpsWorkspaceCrmApi: crmCredential },
				{ resource: 'contact', operation: 'create', ...contact, runOptions: { itemsAtOnce } },
			);
		const nodeCreate50 = await createAtOnce(AT_ONCE);
		const httpCreate = await httpRequest(crm, {
			method: 'POST',
			url: `${crm.baseUrl}${crm.prefix}/contacts`,
			sendBody: true,
			specifyBody: 'json',
			jsonBody: JSON.stringify(contact),
		});
		const loopCreate = () =>
			counted(
				timed(async () => {
					for (let i = 0; i < ITEMS; i++) await crmPlain.post('/contacts', contact);
					return ITEMS;
				}),
			);
		cases.push({
			name: `(b) ${ITEMS} Create, ${AT_ONCE} at once`,
			node: () => nodeCreate50(createInput),
			http: () => httpCreate(createInput),
			loop: loopCreate,
			plain: plainAtOnce(async () => await crmPlain.post('/contacts', contact)),
		});
		// 50 requests in flight answered after LATENCY_MS each take at least ITEMS / 50 * LATENCY_MS
		// (1,000 ms at 50 ms); the HTTP Request node has all 1,000 in flight. The most the option allows, for comparison:
		const nodeCreateMost = await createAtOnce(MAX_ITEMS_AT_ONCE);
		cases.push({
			name: `(b) ${ITEMS} Create, ${MAX_ITEMS_AT_ONCE} at once (the most)`,
			node: () => nodeCreateMost(createInput),
			http: () => httpCreate(createInput),
			loop: loopCreate,
		});

		const nodeSalesAll = await ours(
			'salesCrm',
			{ bizOpsSalesCrmApi: salesCredential },
			{ resource: 'contact', operation: 'getAll', returnAll: true, simplify: false },
		);
		const httpSalesAll = await httpRequest(sales, {
			url: `${sales.baseUrl}${sales.prefix}/contacts`,
			sendQuery: true,
			queryParameters: { parameters: [{ name: 'per_page', value: '100' }] },
			options: {
				pagination: {
					pagination: {
						parameters: {
							parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }],
						},
						paginationCompleteWhen: 'other',
						completeExpression:
							'={{ $response.body.meta.current_page >= $response.body.meta.total_pages }}',
					},
				},
			},
		});
		const loopSalesAll = () =>
			counted(
				timed(async () => {
					let count = 0;
					for (let page = 1; ; page++) {
						const { data } = await salesPlain.get('/contacts', { params: { page, per_page: 100 } });
						count += data.data.length;
						if (page >= data.meta.total_pages) return count;
					}
				}),
			);
		cases.push({
			name: `(c) Return All, ${CONTACTS} Sales CRM contacts (page list)`,
			node: () => nodeSalesAll([{}]),
			http: () => httpSalesAll([{}]),
			loop: loopSalesAll,
		});

		const nodeCrmAll = await ours(
			'workspaceCrm',
			{ bizOpsWorkspaceCrmApi: crmCredential },
			{ resource: 'contact', operation: 'getAll', returnAll: true, simplify: false },
		);
		const httpCrmAll = await httpRequest(crm, {
			url: `${crm.baseUrl}${crm.prefix}/contacts`,
			sendQuery: true,
			queryParameters: { parameters: [{ name: 'limit', value: '100' }] },
			options: {
				pagination: {
					pagination: {
						parameters: {
							parameters: [
								{ type: 'qs', name: 'cursor', value: '={{ $response.body.nextCursor }}' },
							],
						},
						paginationCompleteWhen: 'other',
						completeExpression: '={{ !$response.body.hasMore }}',
					},
				},
			},
		});
		const loopCrmAll = () =>
			counted(
				timed(async () => {
					let cursor: string | undefined;
					let count = 0;
					do {
						const { data } = await crmPlain.get('/contacts', { params: { limit: 100, cursor } });
						count += data.data.length;
						cursor = data.hasMore ? data.nextCursor : undefined;
					} while (cursor);
					return count;
				}),
			);
		// The list must hold exactly the seeded contacts: read before the creates add to it.
		cases.splice(0, 0, {
			name: `(d) Return All, ${CONTACTS} Workspace CRM contacts (cursor list, reference)`,
			node: () => nodeCrmAll([{}]),
			http: () => httpCrmAll([{}]),
			loop: loopCrmAll,
		});

		// (e) A service with a limit it does not tell, and one slowing down under load: the HTTP
		// Request node with Continue On Fail, so that its failed items are counted, not its run ended.
		const httpGetCounting = await httpRequest(
			crm,
			{ url: `={{ "${crm.baseUrl}${crm.prefix}/contacts/" + $json.id }}` },
			{ onError: 'continueRegularOutput' },
		);
		const underLoad: Array<[string, LoadPlan]> = [
			['429 above 20 in flight', { maxInFlight: 20 }],
			['429 above 20 in flight, Retry-After', { maxInFlight: 20, retryAfterS: 1 }],
			['429 above 300/s, Retry-After', { perSecond: 300, retryAfterS: 1 }],
			['429 above 300/s, no Retry-After', { perSecond: 300 }],
			['+10 ms a request beyond 30', { slowAbove: 30, slowMsEach: 10 }],
		];
		for (const [what, load] of underLoad)
			cases.push({
				name: `(e) ${ITEMS} Get by ID, ${what}`,
				node: () => nodeGetDefault(getInput),
				http: () => httpGetCounting(getInput),
				load,
			});

		// (f) Billing's limiter announces its quota in RateLimit headers (60 per window; the
		// window shortened to 1 s so that the case takes seconds).
		const billingIds: string[] = (
			await control('POST', '/billingLimiter', { limit: 60, windowMs: 1000, count: ITEMS })
		).data;
		const billingCredential = await n8n.createCredential({
			name: 'Billing',
			type: 'bizOpsBillingApi',
			data: {
				baseUrl: sandbox.baseUrl('pay_integration'),
				apiKey: BILLING_KEYS.main,
				webhookSecret: '',
			},
		});
		const nodeBillingGet = await ours(
			'billing',
			{ bizOpsBillingApi: billingCredential },
			{ resource: 'customer', operation: 'get', customerId: '={{ $json.id }}' },
		);
		cases.push({
			name: `(f) ${ITEMS} Billing reads, limiter 60/s`,
			node: () => nodeBillingGet(billingIds.map((id) => ({ id }))),
			once: true,
		});

		const results: Array<{
			name: string;
			node: Figure;
			http?: Figure;
			loop?: Figure;
			plain?: Figure;
		}> = [];
		for (const c of cases.filter(
			(c) => !ONLY || ONLY.some((letter) => c.name.startsWith(`(${letter})`)),
		)) {
			// Warm-up: code paths loaded, connections open, n8n's first execution of the workflow saved.
			if (!c.once) {
				await c.node();
				await c.http?.();
				await c.plain?.();
			}
			if (c.load) await control('POST', '/load', c.load);
			const nodeRuns: Figure[] = [];
			const httpRuns: Figure[] = [];
			const plainRuns: Figure[] = [];
			try {
				for (let round = 0; round < (c.once ? 1 : ROUNDS); round++) {
					if (c.http) httpRuns.push(await c.http());
					nodeRuns.push(await c.node());
					if (c.plain) plainRuns.push(await c.plain());
				}
			} catch (error) {
				// A failed run is a finding: printed, and the other cases still measured.
				process.stdout.write(`FAILED: ${c.name}: ${(error as Error).message}\n`);
				continue;
			} finally {
				if (c.load) await control('POST', '/load', {});
			}
			// The sequential loop is bound by the latency alone: one round.
			const loop = await c.loop?.();
			const pick = (runs: Figure[]) => ({
				...runs[0],
				ms: median(runs.map((r) => r.ms)),
				failed: runs.reduce((n, r) => n + r.failed, 0),
				refused: median(runs.map((r) => r.refused)),
				failedItems: median(runs.map((r) => r.failedItems)),
				peakMb: Math.max(...runs.map((r) => r.peakMb)),
			});
			results.push({
				name: c.name,
				node: pick(nodeRuns),
				http: c.http && pick(httpRuns),
				loop,
				plain: c.plain && pick(plainRuns),
			});
			process.stdout.write(`done: ${c.name}\n`);
		}

		console.log(
			`\nIn a real n8n 2.40.7, sandbox answering after ${LATENCY_MS} ms; node and HTTP Request node: median of ${ROUNDS} rounds as n8n records the node's time; sequential loop: one round\n`,
		);
		const row = (cells: string[]) =>
			console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(62) : cell.padStart(11))).join(''));
		const healthy = results.filter((r) => r.http && r.loop);
		row([
			'case',
			'node ms',
			'requests',
			'HTTP ms',
			'requests',
			'loop ms',
			'node/HTTP',
			'node/loop',
			'failed',
			'node MB',
			'HTTP MB',
		]);
		for (const r of healthy) {
			const http = r.http!;
			const loop = r.loop!;
			row([
				r.name,
				r.node.ms.toFixed(0),
				String(r.node.requests),
				http.ms.toFixed(0),
				String(http.requests),
				loop.ms.toFixed(0),
				(r.node.ms / http.ms).toFixed(2),
				(r.node.ms / loop.ms).toFixed(3),
				String(r.node.failed + http.failed + loop.failed + (r.plain?.failed ?? 0)),
				r.node.peakMb.toFixed(0),
				http.peakMb.toFixed(0),
			]);
		}
		console.log(
			'\nTargets: (a) default: node/HTTP <= 1.5; (a), (b) at 50 at once: node/HTTP <= 1.1; (c) faster than the sequential walk; failed 0 everywhere.',
		);
		console.log(
			'\nUnder load (time and 429s: median of the rounds; failed items: the pack without Continue On Fail must have none, the HTTP Request node has it on):\n',
		);
		row(['case', 'node ms', '429s', 'failed', 'HTTP ms', '429s', 'failed', 'node MB', 'HTTP MB']);
		for (const r of results.filter((r) => !r.loop)) {
			row([
				r.name,
				r.node.ms.toFixed(0),
				String(r.node.refused),
				String(r.node.failedItems),
				r.http ? r.http.ms.toFixed(0) : '',
				r.http ? String(r.http.refused) : '',
				r.http ? String(r.http.failedItems) : '',
				r.node.peakMb.toFixed(0),
				r.http ? r.http.peakMb.toFixed(0) : '',
			]);
		}
		console.log(
			`Floor for ${AT_ONCE} at once: ${ITEMS} requests / ${AT_ONCE} in flight x ${LATENCY_MS} ms = ${(ITEMS / AT_ONCE) * LATENCY_MS} ms, whatever the node does per item.`,
		);
		console.log(
			`The same calls from a plain client (axios, no n8n) with ${AT_ONCE} in flight, median of ${ROUNDS} rounds:`,
		);
		for (const r of results.filter((r) => r.plain)) {
			console.log(
				`${r.name}: plain ${r.plain!.ms.toFixed(0)} ms; node/plain ${(r.node.ms / r.plain!.ms).toFixed(2)}, HTTP Request node/plain ${(r.http!.ms / r.plain!.ms).toFixed(2)}`,
			);
		}
		for (const r of healthy)
			console.log(
				`${r.name}: ${(r.loop!.ms / r.node.ms).toFixed(1)} x faster than the sequential loop`,
			);
		console.log('');
	} finally {
		await stack.stop();
	}
}

main().catch((error) => {
	console.error('benchmark failed:', error);
	process.exitCode = 1;
});
