/**
 * npm run bench:n8n: the pack's nodes inside a real n8n (the pinned 2.40.7 with the built pack,
 * as the e2e suite starts it) against the sandbox holding every answer back LATENCY_MS, as a real
 * API would. Each case runs through our node, through n8n's HTTP Request node making the same
 * calls in the same n8n with its defaults, and as a sequential plain loop (axios, one kept-alive
 * connection); the cases at 50 at once also as that client holding 50 requests in flight. Node
 * times are their execution time as n8n records it. Prints; never fails the build.
 *
 * Targets (issue 19), at 50 ms: (a) 1,000 Get by ID at the default at least 8 x faster than the
 * sequential node of before (whose time the sequential loop bounds from below), and with 50 at once
 * at most 1.1 x the HTTP Request node; (b) 1,000 Creates with 50 at once at most 1.1 x the HTTP
 * Request node; (c) Return All of 10,000 Sales CRM contacts (page list) at least 5 x faster than
 * the sequential walk; (d) the same over Workspace CRM's cursor list, for reference; 0 failed
 * requests everywhere.
 */
import axios from 'axios';
import http from 'node:http';
import path from 'node:path';

import { MAX_ITEMS_AT_ONCE } from '../nodes/shared/runOptions';
import { N8nClient, callWebhook } from '../test/harness/n8nClient';
import { freePort, startStack } from '../scripts/n8n/stack';
import { CACHE_DIR, ensureToolchain } from '../scripts/n8n/toolchain';
import { SandboxClient } from '../test/e2e/interfaces';
import { SALES_CRM_TOKENS } from '../test/sandbox/salesCrm';
import { WORKSPACE_CRM_TOKENS } from '../test/sandbox/workspaceCrm';
import { itemsWorkflow, sandboxControl } from './workflows';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const CONTACTS = 10_000;
const ITEMS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_CASES=a,b runs only those cases (letters as printed), e.g. to profile one */
const ONLY = process.env.BENCH_CASES?.split(',');
const median = (values: number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Figure {
	ms: number;
	requests: number;
	failed: number;
	records: number;
}

async function main() {
	const stack = await startStack(ensureToolchain(), {
		home: path.join(CACHE_DIR, 'bench'),
		n8nPort: await freePort(),
		brokerPort: await freePort(),
		sandboxPort: await freePort(),
		latencyMs: LATENCY_MS,
		noLog: true,
	});
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const sandbox = new SandboxClient(stack.sandboxUrl);
		const control = async (method: string, route: string, body?: object) =>
			(await (await sandboxControl(stack.sandboxUrl)(method, route, body)).json()) as any;
		/** Requests answered while `work` ran, and how many of them failed (any status from 400) */
		const counted = async (
			work: () => Promise<{ ms: number; records: number }>,
		): Promise<Figure> => {
			const before = await control('GET', '/stats');
			const { ms, records } = await work();
			const after = await control('GET', '/stats');
			const failures = (stats: any) =>
				Object.entries(stats.byStatus as Record<string, number>).reduce(
					(n, [status, count]) => n + (Number(status) >= 400 ? count : 0),
					0,
				);
			return {
				ms,
				records,
				requests: after.requests - before.requests,
				failed: failures(after) - failures(before),
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
					return { ms: run.executionTime as number, records: run.data.main[0].length as number };
				});
		};
		const ours = (type: string, credentials: object, parameters: object) =>
			workflow({ type: `n8n-nodes-bizops.${type}`, typeVersion: 1, parameters, credentials });
		/** n8n's HTTP Request node with its defaults, the token as a header as a user would set it */
		const httpRequest = (api: typeof crm, parameters: Record<string, unknown>) =>
			workflow({
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
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
			http: () => Promise<Figure>;
			loop: () => Promise<Figure>;
			plain?: () => Promise<Figure>;
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
			name: `(a) ${ITEMS} Get by ID, default (10 at once)`,
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

		const results: Array<{
			name: string;
			node: Figure;
			http: Figure;
			loop: Figure;
			plain?: Figure;
		}> = [];
		for (const c of cases.filter(
			(c) => !ONLY || ONLY.some((letter) => c.name.startsWith(`(${letter})`)),
		)) {
			// Warm-up: code paths loaded, connections open, n8n's first execution of the workflow saved.
			await c.node();
			await c.http();
			await c.plain?.();
			const nodeRuns: Figure[] = [];
			const httpRuns: Figure[] = [];
			const plainRuns: Figure[] = [];
			for (let round = 0; round < ROUNDS; round++) {
				httpRuns.push(await c.http());
				nodeRuns.push(await c.node());
				if (c.plain) plainRuns.push(await c.plain());
			}
			// The sequential loop is bound by the latency alone: one round.
			const loop = await c.loop();
			const pick = (runs: Figure[]) => ({
				...runs[0],
				ms: median(runs.map((r) => r.ms)),
				failed: runs.reduce((n, r) => n + r.failed, 0),
			});
			results.push({
				name: c.name,
				node: pick(nodeRuns),
				http: pick(httpRuns),
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
		]);
		for (const r of results) {
			row([
				r.name,
				r.node.ms.toFixed(0),
				String(r.node.requests),
				r.http.ms.toFixed(0),
				String(r.http.requests),
				r.loop.ms.toFixed(0),
				(r.node.ms / r.http.ms).toFixed(2),
				(r.node.ms / r.loop.ms).toFixed(3),
				String(r.node.failed + r.http.failed + r.loop.failed + (r.plain?.failed ?? 0)),
			]);
		}
		console.log(
			'\nTargets: (a) default: loop/node >= 8; (a), (b) at 50 at once: node/HTTP <= 1.1; (c) loop/node >= 5; failed 0 everywhere.',
		);
		console.log(
			`Floor for ${AT_ONCE} at once: ${ITEMS} requests / ${AT_ONCE} in flight x ${LATENCY_MS} ms = ${(ITEMS / AT_ONCE) * LATENCY_MS} ms, whatever the node does per item.`,
		);
		console.log(
			`The same calls from a plain client (axios, no n8n) with ${AT_ONCE} in flight, median of ${ROUNDS} rounds:`,
		);
		for (const r of results.filter((r) => r.plain)) {
			console.log(
				`${r.name}: plain ${r.plain!.ms.toFixed(0)} ms; node/plain ${(r.node.ms / r.plain!.ms).toFixed(2)}, HTTP Request node/plain ${(r.http.ms / r.plain!.ms).toFixed(2)}`,
			);
		}
		for (const r of results)
			console.log(
				`${r.name}: ${(r.loop.ms / r.node.ms).toFixed(1)} x faster than the sequential loop`,
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
