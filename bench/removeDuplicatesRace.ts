/**
 * n8n's own deduplication when different events arrive together (issue 46): a workflow of n8n's
 * Webhook → Remove Duplicates (items seen in previous executions, scope workflow, as every webhook
 * template's "Once per Event") → No Op, in a real n8n (the pinned 2.40.7, one process, its default
 * database). Each round sends AT_ONCE different events at the same moment, waits for their
 * executions, then sends each again, one after another: a repeat that passes the deduplication
 * means the event's record was lost. n8n keeps a workflow's history as one row that each execution
 * reads, extends and writes back whole, so executions checking at the same moment overwrite each
 * other's additions. Prints; never fails the build.
 *
 * `npx ts-node --transpile-only bench/removeDuplicatesRace.ts` (ROUNDS, default 10; AT_ONCE,
 * default 5; at most 100 executions in all, as n8n's API lists them).
 */

import { N8nClient, callWebhook } from '../test/harness/n8nClient';
import type { Workflow } from '../test/harness/n8nClient';
import { benchStack } from './workflows';

const ROUNDS = Number(process.env.ROUNDS ?? 10);
const AT_ONCE = Number(process.env.AT_ONCE ?? 5);

const workflow: Workflow = {
	name: 'Remove Duplicates race',
	nodes: [
		{
			parameters: { httpMethod: 'POST', path: 'dedup-race', responseMode: 'onReceived' },
			name: 'Event',
			type: 'n8n-nodes-base.webhook',
			typeVersion: 2,
			position: [0, 0],
			webhookId: '1f0b2a34-7d1f-4c55-9a51-2f3c1d8e0a99',
		},
		{
			parameters: {
				operation: 'removeItemsSeenInPreviousExecutions',
				dedupeValue: '={{ $json.body.id }}',
				options: { scope: 'workflow' },
			},
			name: 'Once per Event',
			type: 'n8n-nodes-base.removeDuplicates',
			typeVersion: 2,
			position: [200, 0],
		},
		{
			parameters: {},
			name: 'Passed',
			type: 'n8n-nodes-base.noOp',
			typeVersion: 1,
			position: [400, 0],
		},
	],
	connections: {
		Event: { main: [[{ node: 'Once per Event', type: 'main', index: 0 }]] },
		'Once per Event': { main: [[{ node: 'Passed', type: 'main', index: 0 }]] },
	},
};

async function main() {
	if (2 * ROUNDS * AT_ONCE > 100)
		throw new Error('at most 100 executions: lower ROUNDS or AT_ONCE');
	const stack = await benchStack('bench-dedup');
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const { id } = await n8n.createWorkflow(workflow);
		await n8n.publish(id);
		const send = async (event: string) =>
			await callWebhook(`${stack.n8nUrl}/webhook/dedup-race`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ id: event }),
			});
		let sent = 0;
		for (let round = 0; round < ROUNDS; round++) {
			const events = Array.from({ length: AT_ONCE }, (_, i) => `event-${round}-${i}`);
			await Promise.all(events.map(send));
			await n8n.awaitExecutions(id, (sent += AT_ONCE), 60);
			for (const event of events) await send(event);
			await n8n.awaitExecutions(id, (sent += AT_ONCE), 60);
		}
		/** How many executions each event went past the deduplication in */
		const passed = new Map<string, number>();
		for (const execution of await n8n.executions(id)) {
			const runData = execution.data?.resultData?.runData ?? {};
			const event = runData.Event?.[0]?.data?.main?.[0]?.[0]?.json?.body?.id as string;
			if (runData.Passed) passed.set(event, (passed.get(event) ?? 0) + 1);
		}
		const again = [...passed.values()].filter((times) => times > 1).length;
		console.log(
			`n8n 2.40.7, Remove Duplicates, ${ROUNDS} rounds of ${AT_ONCE} different events at once, then each again: ${ROUNDS * AT_ONCE} events, ${sent} executions; a repeat passed again for ${again} events`,
		);
	} finally {
		await stack.stop();
	}
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
