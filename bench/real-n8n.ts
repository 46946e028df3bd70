/**
 * npm run bench:n8n: the Workspace CRM node inside a real n8n (the pinned 2.40.7 with the built
 * pack, as the e2e suite starts it), next to a plain HTTP loop against the same sandbox. The node's
 * figure is its own execution time as n8n records it. Prints figures; never fails the build.
 * Here n8n loads credentials from its database, decrypts them and evaluates expressions in its
 * own engine, which the in-process benchmark (bench/run.ts) does not show.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { N8nClient, callWebhook } from '../scripts/n8nClient';
import { freePort, startStack } from '../scripts/stack';
import { CACHE_DIR, ensureToolchain } from '../scripts/toolchain';
import { SandboxClient } from '../test/e2e/interfaces';
import { WORKSPACE_CRM_TOKENS } from '../test/sandbox/workspaceCrm';
import { plainWorkspaceCrm } from './plain';

const CONTACTS = 10_000;
const CREATES = 1_000;
const ROUNDS = 3;
const token = WORKSPACE_CRM_TOKENS.full;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
	const stack = await startStack(ensureToolchain(), {
		home: path.join(CACHE_DIR, 'bench'),
		n8nPort: await freePort(),
		brokerPort: await freePort(),
		sandboxPort: await freePort(),
	});
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const sandbox = new SandboxClient(stack.sandboxUrl);
		const baseUrl = sandbox.baseUrl('workspace_crm');
		const credential = await n8n.createCredential({ name: 'Workspace CRM', type: 'bizOpsWorkspaceCrmApi', data: { baseUrl, accessToken: token } });
		const plain = plainWorkspaceCrm(baseUrl, token);

		/** A published workflow: webhook -> (items of the posted body) -> the node; returns the node's run per call. */
		const nodeWorkflow = async (name: string, parameters: object) => {
			const webhookPath = `bench-${name}`;
			const workflow = await n8n.createWorkflow({
				name: `bench: ${name}`,
				nodes: [
					{ name: 'In', type: 'n8n-nodes-base.webhook', typeVersion: 2, webhookId: randomUUID(), position: [0, 0], parameters: { httpMethod: 'POST', path: webhookPath, responseMode: 'lastNode', responseData: 'noData' } },
					{ name: 'Items', type: 'n8n-nodes-base.splitOut', typeVersion: 1, position: [240, 0], parameters: { fieldToSplitOut: 'body.items' } },
					{ name: 'Node', type: 'n8n-nodes-bizops.workspaceCrm', typeVersion: 1, position: [480, 0], parameters, credentials: { bizOpsWorkspaceCrmApi: credential } },
				],
				connections: { In: { main: [[{ node: 'Items', type: 'main', index: 0 }]] }, Items: { main: [[{ node: 'Node', type: 'main', index: 0 }]] } },
			});
			await n8n.api('POST', `/workflows/${workflow.id}/publish`);
			return async (items: object[]) => {
				const before = (await sandbox.log('workspace_crm')).length;
				const response = await callWebhook(`${stack.n8nUrl}/webhook/${webhookPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items }) });
				if (!response.ok) throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
				const { data } = await n8n.api('GET', `/executions?workflowId=${workflow.id}&limit=1&includeData=true`);
				const run = data[0].data.resultData.runData.Node[0];
				if (run.error) throw new Error(`the node failed: ${run.error.message}`);
				const requests = (await sandbox.log('workspace_crm')).length - before;
				return { ms: run.executionTime as number, records: run.data.main[0].length as number, requests };
			};
		};
		const timed = async (work: () => Promise<number>) => {
			const t0 = performance.now();
			const records = await work();
			return { ms: performance.now() - t0, records };
		};

		const create = await nodeWorkflow('create', { resource: 'contact', operation: 'create', firstName: 'Bench', lastName: 'Create' });
		const input = Array.from({ length: CREATES }, (_, i) => ({ i }));
		const contacts = input.map(() => ({ firstName: 'Bench', lastName: 'Create' }));
		const plainCreate = () => plain.create(contacts);
		await create(input.slice(0, 50)); // warm-up
		const nodeCreates = [];
		const plainCreates = [];
		// The plain loop goes first in each round: n8n may still be saving the previous execution.
		for (let round = 0; round < ROUNDS; round++) {
			plainCreates.push(await timed(plainCreate));
			nodeCreates.push(await create(input));
		}

		await fetch(`${stack.sandboxUrl}/_control/reset`, { method: 'POST' });
		const seed = Array.from({ length: CONTACTS }, (_, i) => ({ firstName: `Seed${i}`, lastName: 'Contact' }));
		await plain.create(seed);
		const getAll = await nodeWorkflow('getall', { resource: 'contact', operation: 'getAll', returnAll: true, simplify: false });
		const nodeGetAlls = [];
		const plainGetAlls = [];
		for (let round = 0; round < ROUNDS; round++) {
			plainGetAlls.push(await timed(plain.getAll));
			nodeGetAlls.push(await getAll([{}]));
		}

		const node = (runs: Array<{ ms: number; records: number; requests: number }>) => ({ ms: median(runs.map((r) => r.ms)), records: runs[0].records, requests: runs[0].requests });
		const loop = (runs: Array<{ ms: number; records: number }>) => ({ ms: median(runs.map((r) => r.ms)), records: runs[0].records });
		const [nc, pc, ng, pg] = [node(nodeCreates), loop(plainCreates), node(nodeGetAlls), loop(plainGetAlls)];
		console.log(`\nWorkspace CRM in a real n8n (${ROUNDS} rounds, median; node time as n8n records it)\n`);
		console.log(`Create: node ${nc.ms} ms for ${nc.records} items in ${nc.requests} requests; plain loop ${pc.ms.toFixed(0)} ms; node/plain ${(nc.ms / pc.ms).toFixed(2)}`);
		console.log(`Get Many, Return All: node ${ng.ms} ms for ${ng.records} contacts in ${ng.requests} requests; plain walk ${pg.ms.toFixed(0)} ms for ${pg.records}; node/plain ${(ng.ms / pg.ms).toFixed(2)}\n`);
	} finally {
		await stack.stop();
	}
}

main().catch((error) => {
	console.error('benchmark failed:', error);
	process.exitCode = 1;
});
