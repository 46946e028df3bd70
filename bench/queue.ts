/**
 * npm run bench:queue: throughput of the pack in n8n's queue mode, with one worker and with two.
 * 1,000 Workspace CRM creates against the sandbox with 50 ms added to every answer, arriving as
 * 20 webhook calls of 50 items at once at the webhook process (each call one execution, which the
 * workers share out). Prints figures; never fails the build.
 */
import path from 'node:path';

import { N8nClient, callWebhook } from '../test/harness/n8nClient';
import { startQueueStack } from '../scripts/n8n/queueStack';
import { CACHE_DIR, ensureToolchain } from '../scripts/n8n/toolchain';
import { SandboxClient } from '../test/e2e/interfaces';
import { WORKSPACE_CRM_TOKENS } from '../test/sandbox/workspaceCrm';
import { itemsWorkflow } from './workflows';

const CALLS = 20;
const ITEMS_PER_CALL = 50;
const LATENCY_MS = 50;

async function throughput(workers: number) {
	// The sandbox process reads its latency from the environment it starts with.
	process.env.SANDBOX_LATENCY_MS = String(LATENCY_MS);
	const stack = await startQueueStack(ensureToolchain(), {
		home: path.join(CACHE_DIR, `bench-queue-${workers}`),
		workers,
	});
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const sandbox = new SandboxClient(stack.sandboxUrl);
		const credential = await n8n.createCredential({
			name: 'Workspace CRM',
			type: 'bizOpsWorkspaceCrmApi',
			data: { baseUrl: sandbox.baseUrl('workspace_crm'), accessToken: WORKSPACE_CRM_TOKENS.full },
		});
		const webhookPath = 'bench-queue';
		const workflow = await itemsWorkflow(n8n, {
			name: 'bench: queue',
			path: webhookPath,
			webhook: { responseMode: 'onReceived' },
			node: {
				type: 'n8n-nodes-bizops.workspaceCrm',
				typeVersion: 1,
				parameters: {
					resource: 'contact',
					operation: 'create',
					firstName: 'Queue',
					lastName: 'Bench',
				},
				credentials: { bizOpsWorkspaceCrmApi: credential },
			},
		});
		await n8n.publish(workflow.id);
		const url = `${stack.webhookUrl}/webhook/${webhookPath}`;
		const body = JSON.stringify({
			items: Array.from({ length: ITEMS_PER_CALL }, (_, i) => ({ i })),
		});
		await callWebhook(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ items: [{ i: 0 }] }),
		}); // warm-up
		await n8n.awaitExecutions(workflow.id, 1, 120);
		const started = Date.now();
		await Promise.all(
			Array.from(
				{ length: CALLS },
				async () =>
					await callWebhook(url, {
						method: 'POST',
						headers: { 'content-type': 'application/json' },
						body,
					}),
			),
		);
		const runs = await n8n.awaitExecutions(workflow.id, CALLS + 1, 900);
		const finished = Math.max(...runs.map((run) => Date.parse(run.stoppedAt)));
		const failed = runs.filter((run) => run.status !== 'success').length;
		return { seconds: (finished - started) / 1000, failed };
	} finally {
		await stack.stop();
	}
}

async function main() {
	const items = CALLS * ITEMS_PER_CALL;
	console.log(
		`\nQueue mode: ${items} Workspace CRM creates (${CALLS} executions of ${ITEMS_PER_CALL} items), sandbox latency ${LATENCY_MS} ms\n`,
	);
	const results: Array<[number, { seconds: number; failed: number }]> = [];
	for (const workers of [1, 2]) {
		const result = await throughput(workers);
		results.push([workers, result]);
		console.log(
			`${workers} worker(s): ${result.seconds.toFixed(1)} s, ${(items / result.seconds).toFixed(0)} items/s, ${result.failed} failed executions`,
		);
	}
	console.log(
		`two workers / one worker: ${(results[0][1].seconds / results[1][1].seconds).toFixed(2)} x the throughput\n`,
	);
}

main().catch((error) => {
	console.error('benchmark failed:', error);
	process.exitCode = 1;
});
