import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { type StackOptions, freePort, startStack } from '../scripts/n8n/stack';
import { CACHE_DIR, ensureToolchain } from '../scripts/n8n/toolchain';
import type { N8nClient } from '../test/harness/n8nClient';

/** What the benchmarks share: their n8n, the sandbox's control routes, and their one workflow shape. */

/**
 * The pinned n8n with the built pack and the sandbox, on free ports, its folder `name` in the
 * toolchain's cache; the sandbox keeps no request log.
 */
export async function benchStack(
	name: string,
	options: Pick<StackOptions, 'latencyMs' | 'n8nEnv'> = {},
) {
	return await startStack(ensureToolchain(), {
		home: path.join(CACHE_DIR, name),
		n8nPort: await freePort(),
		brokerPort: await freePort(),
		sandboxPort: await freePort(),
		noLog: true,
		...options,
	});
}

/** A request to the sandbox's control routes (test/sandbox/main.ts) */
export const sandboxControl =
	(sandboxUrl: string) => async (method: string, route: string, body?: object) =>
		await fetch(`${sandboxUrl}/_control${route}`, {
			method,
			headers: { 'content-type': 'application/json' },
			body: body && JSON.stringify(body),
		});

/**
 * A workflow: a webhook at `path` whose posted `{items: [...]}` become items ("Items") for the
 * node under test (named "Node"). Created, not published.
 */
export async function itemsWorkflow(
	n8n: N8nClient,
	{
		name,
		path,
		webhook,
		node,
	}: { name: string; path: string; webhook: object; node: Record<string, unknown> },
) {
	return await n8n.createWorkflow({
		name,
		nodes: [
			{
				name: 'In',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				webhookId: randomUUID(),
				position: [0, 0],
				parameters: { httpMethod: 'POST', path, ...webhook },
			},
			{
				name: 'Items',
				type: 'n8n-nodes-base.splitOut',
				typeVersion: 1,
				position: [240, 0],
				parameters: { fieldToSplitOut: 'body.items' },
			},
			{ name: 'Node', position: [480, 0], ...node },
		],
		connections: {
			In: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
			Items: { main: [[{ node: 'Node', type: 'main', index: 0 }]] },
		},
	});
}
