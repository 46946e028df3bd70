/**
 * n8n's own deduplication when executions check at the same moment (issue 46), and the claim that
 * closes it, in a real n8n (the pinned 2.40.7, one process, its default database). Two workflows
 * start from n8n's Webhook: "Remove Duplicates alone" goes through Once per Event (Remove
 * Duplicates, items seen in previous executions, scope workflow: the templates' first step until
 * issue 55); "with the claim" then through the templates' Receipt, the claim with its lease
 * (Claim Event to Claim Holder?: a row per execution in a data table, only the delivery holding
 * the event's first row goes on) and Mark Done. The claim's steps are taken from the template
 * meeting-summary-to-crm-activity, so what is measured is what ships.
 *
 * - Different events at once: each round sends AT_ONCE different events at the same moment,
 *   waits for their executions, then sends each again, one after another. A repeat that passes
 *   means the event's record was lost: n8n keeps a workflow's history as one row that each
 *   execution reads, extends and writes back whole, so executions checking at once overwrite
 *   each other's additions.
 * - Copies of one event at once, to the claim alone (without Remove Duplicates in front, so every
 *   copy meets it): each round sends COPIES copies of one event at the same moment; exactly one
 *   may pass.
 *
 * Prints; never fails the build. `npx ts-node --transpile-only bench/removeDuplicatesRace.ts`
 * (ROUNDS, default 5; AT_ONCE, default 10; COPIES, default 5; at most 100 executions per
 * workflow, as n8n's API lists them).
 */

import { randomUUID } from 'node:crypto';

import { N8nClient, callWebhook } from '../test/harness/n8nClient';
import type { Workflow } from '../test/harness/n8nClient';
import { ensureClaimsTable, loadTemplates, withDataTable } from '../test/e2e/templates';
import { benchStack } from './workflows';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const AT_ONCE = Number(process.env.AT_ONCE ?? 10);
const COPIES = Number(process.env.COPIES ?? 5);

const template = loadTemplates().find((t) => t.file === 'meeting-summary-to-crm-activity')!;
const CLAIM = [
	'Receipt',
	'Claim Event',
	'Earliest Claim',
	'Take Over Stale Claim',
	'Current Claim',
	'Claim Holder?',
	'Mark Done',
].map((name) => {
	const node = template.workflow.nodes.find((n) => n.name === name);
	if (!node) throw new Error(`${template.file} has no node ${name}`);
	return node;
});
/** n8n's Remove Duplicates on the event's ID, as the templates had it in front of the claim until issue 55 */
const ONCE_PER_EVENT = {
	parameters: {
		operation: 'removeItemsSeenInPreviousExecutions',
		dedupeValue: '={{ $json.body.publicMeetingId }}',
		options: { scope: 'workflow' },
	},
	name: 'Once per Event',
	type: 'n8n-nodes-base.removeDuplicates',
	typeVersion: 2,
	position: [0, 0] as [number, number],
	onError: 'continueRegularOutput' as const,
};

/** Webhook `path` → the steps → Passed (a No Op that marks an execution past them); a Switch goes on from its second output (Claim Holder?'s Ours) */
function raceWorkflow(
	path: string,
	steps: Workflow['nodes'],
	table: { id: string; name: string },
): Workflow {
	const nodes = steps.map((node) => withDataTable(node, table));
	const names = ['Event', ...steps.map((node) => node.name), 'Passed'];
	return {
		name: `Deduplication race: ${path}`,
		nodes: [
			{
				parameters: { httpMethod: 'POST', path, responseMode: 'onReceived' },
				name: 'Event',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: randomUUID(),
			},
			...nodes,
			{
				parameters: {},
				name: 'Passed',
				type: 'n8n-nodes-base.noOp',
				typeVersion: 1,
				position: [0, 0],
			},
		],
		connections: Object.fromEntries(
			names.slice(0, -1).map((name, i) => {
				const next = [{ node: names[i + 1], type: 'main', index: 0 }];
				const isSwitch = steps[i - 1]?.type === 'n8n-nodes-base.switch';
				return [name, { main: isSwitch ? [[], next] : [next] }];
			}),
		),
	};
}

async function main() {
	if (2 * ROUNDS * AT_ONCE > 100 || ROUNDS * COPIES > 100)
		throw new Error('at most 100 executions per workflow: lower ROUNDS, AT_ONCE or COPIES');
	const stack = await benchStack('bench-dedup');
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const table = await ensureClaimsTable(n8n);
		const start = async (path: string, steps: Workflow['nodes']) => {
			const { id } = await n8n.createWorkflow(raceWorkflow(path, steps, table));
			await n8n.publish(id);
			const send = async (event: string) =>
				await callWebhook(`${stack.n8nUrl}/webhook/${path}`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ publicMeetingId: event }),
				});
			return { id, send };
		};
		/**
		 * The workflow's executions: by event, how many reached the claim (went past Remove
		 * Duplicates, if any) and how many went past all the steps; and how many failed, with the
		 * first error.
		 */
		const outcomes = async (id: string) => {
			const byEvent = new Map<string, { claimed: number; all: number }>();
			const failed: string[] = [];
			for (const execution of await n8n.executions(id)) {
				const error = execution.data?.resultData?.error;
				if (error) failed.push(`${error.message} ${error.description ?? ''}`.trim());
				const runData = execution.data?.resultData?.runData ?? {};
				const event = runData.Event?.[0]?.data?.main?.[0]?.[0]?.json?.body?.publicMeetingId;
				const counts = byEvent.get(event) ?? { claimed: 0, all: 0 };
				if (runData['Claim Event']) counts.claimed++;
				if (runData.Passed) counts.all++;
				byEvent.set(event, counts);
			}
			const failures = `${failed.length} failed${failed.length ? ` (${failed[0]})` : ''}`;
			return { events: [...byEvent.values()], failures };
		};

		for (const [label, steps] of [
			['Remove Duplicates alone', [ONCE_PER_EVENT]],
			['Remove Duplicates and the claim', [ONCE_PER_EVENT, ...CLAIM]],
		] as const) {
			const path = `race-${steps.length}`;
			const { id, send } = await start(path, [...steps]);
			let sent = 0;
			for (let round = 0; round < ROUNDS; round++) {
				const events = Array.from({ length: AT_ONCE }, (_, i) => `${path}-${round}-${i}`);
				await Promise.all(events.map(send));
				await n8n.awaitExecutions(id, (sent += AT_ONCE), 120);
				for (const event of events) await send(event);
				await n8n.awaitExecutions(id, (sent += AT_ONCE), 120);
			}
			const { events, failures } = await outcomes(id);
			console.log(
				`${label}: ${ROUNDS} rounds of ${AT_ONCE} different events at once, then each again: ${events.length} events, ${sent} executions, ${failures}; a repeat passed again for ${events.filter((p) => p.all > 1).length} events, none passed for ${events.filter((p) => p.all === 0).length}`,
			);
		}

		const { id, send } = await start('copies', CLAIM);
		for (let round = 0; round < ROUNDS; round++) {
			await Promise.all(Array.from({ length: COPIES }, () => send(`copies-${round}`)));
			await n8n.awaitExecutions(id, (round + 1) * COPIES, 120);
		}
		const { events, failures } = await outcomes(id);
		console.log(
			`The claim alone: ${ROUNDS} rounds of ${COPIES} copies of one event at once, ${failures}: executions that claimed ${events.map((p) => p.claimed).join(', ')}; past the claim ${events.map((p) => p.all).join(', ')}`,
		);
	} finally {
		await stack.stop();
	}
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
