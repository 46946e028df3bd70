/**
 * npm run bench:faults: 1,000 writes in the real n8n (the pinned 2.40.7 with the built pack) under
 * injected network faults: one workflow whose Workspace CRM → Contact → Create runs 1,000 items
 * with Items at Once 10 and Continue On Fail, while the sandbox gives FAULT_RATE (default 5 %) of
 * the writes a fault of a kind drawn with FAULT_SEED from every kind (test/sandbox/faults.ts).
 * Each item names its contact uniquely, so each is judged alone: applied once with its output;
 * not applied and said; may have reached the service and said; a duplicate; or lost. Prints the
 * figures; exits 1 when any item is a duplicate or lost.
 */
import { randomUUID } from 'node:crypto';

import { N8nClient, callWebhook } from '../test/harness/n8nClient';
import { SandboxClient } from '../test/e2e/interfaces';
import type { Outcome } from '../test/sandbox/faults';
import { outcomeOf } from '../test/sandbox/faults';
import { WORKSPACE_CRM_TOKENS } from '../test/sandbox/workspaceCrm';
import { benchStack, itemsWorkflow, sandboxControl } from './workflows';

const ITEMS = Number(process.env.FAULT_ITEMS ?? 1000);
const RATE = Number(process.env.FAULT_RATE ?? 0.05);
const SEED = Number(process.env.FAULT_SEED ?? 30);
/** The node's timeout; a slow answer comes after it */
const TIMEOUT_MS = 2000;

async function main() {
	const stack = await benchStack('bench-faults');
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const sandbox = new SandboxClient(stack.sandboxUrl);
		const control = sandboxControl(stack.sandboxUrl);
		const auth = { authorization: `Bearer ${WORKSPACE_CRM_TOKENS.full}` };
		const credential = await n8n.createCredential({
			name: 'Workspace CRM',
			type: 'bizOpsWorkspaceCrmApi',
			data: { baseUrl: sandbox.baseUrl('workspace_crm'), accessToken: WORKSPACE_CRM_TOKENS.full },
		});
		const webhookPath = 'bench-faults';
		const workflow = await itemsWorkflow(n8n, {
			name: 'bench: 1,000 writes under faults',
			path: webhookPath,
			webhook: { responseMode: 'lastNode' },
			node: {
				type: 'n8n-nodes-bizops.workspaceCrm',
				typeVersion: 1,
				onError: 'continueRegularOutput',
				credentials: { bizOpsWorkspaceCrmApi: credential },
				parameters: {
					resource: 'contact',
					operation: 'create',
					firstName: '={{ $json.marker }}',
					lastName: 'Fault',
					runOptions: { itemsAtOnce: 10, timeout: TIMEOUT_MS },
				},
			},
		});
		await n8n.api('POST', `/workflows/${workflow.id}/publish`);

		const run = randomUUID().slice(0, 8);
		const markers = Array.from({ length: ITEMS }, (_, i) => `f${run}-${i}`);
		await control('POST', '/faults', { rate: RATE, seed: SEED, slowMs: TIMEOUT_MS + 1000 });
		const started = Date.now();
		const response = await callWebhook(`${stack.n8nUrl}/webhook/${webhookPath}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ items: markers.map((marker) => ({ marker })) }),
		});
		const ms = Date.now() - started;
		await control('POST', '/faults', { rate: 0 });
		if (!response.ok) throw new Error(`webhook answered ${response.status}`);
		const faults = (await (await control('GET', '/faults')).json()) as {
			injected: Array<{ kind: string }>;
		};

		const { data } = await n8n.api(
			'GET',
			`/executions?workflowId=${workflow.id}&limit=1&includeData=true`,
		);
		const items = data[0].data.resultData.runData.Node[0].data.main[0] as Array<{
			json: Record<string, unknown>;
			pairedItem: { item: number };
		}>;

		// What the service holds: every contact, all pages.
		const created = new Map<string, number>();
		for (let cursor: string | undefined; ;) {
			const page = await sandbox.request(
				'workspace_crm',
				'GET',
				`/contacts?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
				{ headers: auth },
			);
			for (const contact of page.body!.data as Array<{ firstName: string }>)
				created.set(contact.firstName, (created.get(contact.firstName) ?? 0) + 1);
			if (!page.body!.hasMore) break;
			cursor = String(page.body!.nextCursor);
		}

		const outcomes: Record<Outcome, number> = {
			appliedOnce: 0,
			notAppliedSaid: 0,
			mayHaveReachedSaid: 0,
			duplicate: 0,
			lost: 0,
		};
		const unpaired = items.filter((item, i) => item.pairedItem?.item !== i).length;
		for (const item of items) {
			const marker = markers[item.pairedItem.item];
			const error = item.json.error === undefined ? undefined : String(item.json.error);
			outcomes[outcomeOf(error, created.get(marker) ?? 0)]++;
		}
		const kinds = new Map<string, number>();
		for (const { kind } of faults.injected) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
		console.log(
			[
				`1 workflow, ${ITEMS} creates, Items at Once 10, ${RATE * 100} % of writes faulted (seed ${SEED}), n8n 2.40.7: ${(ms / 1000).toFixed(1)} s`,
				`faults injected: ${faults.injected.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
				`items out: ${items.length} (${unpaired} not paired with their input)`,
				...Object.entries(outcomes).map(([outcome, n]) => `  ${outcome.padEnd(20)} ${n}`),
			].join('\n'),
		);
		if (outcomes.duplicate || outcomes.lost || items.length !== ITEMS || unpaired)
			process.exitCode = 1;
	} finally {
		await stack.stop();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
