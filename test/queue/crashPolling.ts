/**
 * The crash run's polling trigger (the first polling trigger of the fixtures), published to poll
 * at a seeded second of each minute (n8n polls at most once a minute) over records made
 * meanwhile. `killAfterPoll` aims a main kill (SIGKILL) at a poll: a seeded moment after the
 * poll's request was answered, while n8n handles what it found (it stores the trigger's position,
 * in the workflow's static data, and, apart, the execution that emits the records). `report`
 * tells, per record, which executions emitted it.
 */
import type { QueueStack } from '../../scripts/n8n/queueStack';
import { FIXTURES, triggerStateStored, triggerWorkflow } from '../e2e/interfaces';
import type { Json } from '../e2e/templateSandbox';
import { n8n, sandbox } from '../e2e/templateSandbox';
import { allExecutions, persist, settled, sleep } from './crashReads';

/** A main kill aimed at a poll: how long after its request was answered, how long main stays down */
export interface PollKill {
	afterMs: number;
	downMs: number;
}

/** The next moment main's clock is at `second` of a minute (n8n's cron runs on the same machine) */
function nextPollAt(second: number) {
	const now = new Date();
	const at = new Date(now);
	at.setSeconds(second, 0);
	if (at.getTime() <= now.getTime() + 1500) at.setMinutes(at.getMinutes() + 1);
	return at.getTime();
}

export async function pollingWorkflow(
	credentials: Record<string, { id: string; name: string }>,
	pollSecond: number,
) {
	const fixture = FIXTURES.find((f) => f.pollingTriggers.length > 0)!;
	const trigger = fixture.pollingTriggers[0];
	const pollTimes = { item: [{ mode: 'custom', cronExpression: `${pollSecond} * * * * *` }] };
	const { workflow } = triggerWorkflow(
		fixture,
		{ ...trigger, parameters: { ...trigger.parameters, pollTimes } },
		credentials[fixture.credential.type],
	);
	const created = await n8n.createWorkflow(workflow);
	await n8n.publish(created.id);
	await triggerStateStored(n8n, created.id, 'Trigger', trigger.node);
	const ids: string[] = [];
	/** The record made before each aimed kill, and how long after its poll's answer main died */
	const aimed: Array<{ id: string; afterPollMs: number }> = [];
	let making: Promise<unknown> = Promise.resolve();
	const polls = async () =>
		(await sandbox.log(fixture.slug)).filter(
			(r) => r.method === 'GET' && r.route === trigger.polls,
		);
	return {
		workflowId: created.id,
		node: trigger.node,
		pollSecond,
		create() {
			making = making.then(async () => ids.push(await persist(() => trigger.create(sandbox))));
		},
		/** Makes a record, waits for the next poll's request to be answered, kills main `kill.afterMs` later and brings it back */
		async killAfterPoll(stack: QueueStack, kill: PollKill) {
			await making;
			const id = await persist(() => trigger.create(sandbox));
			ids.push(id);
			const pollAt = nextPollAt(pollSecond);
			await sleep(pollAt - 1000 - Date.now());
			// Counted here: main's own poll when it started again after the last kill is not this one.
			const before = (await persist(polls)).length;
			let polled: Json | undefined;
			while (!(polled = (await polls()).slice(before).at(-1))) {
				if (Date.now() > pollAt + 20_000) return `no poll came for record ${id}: main not killed`;
				await sleep(20);
			}
			await sleep(kill.afterMs);
			const killedAt = Date.now();
			await stack.restart('main', 'kill', kill.downMs);
			aimed.push({ id, afterPollMs: killedAt - Number(polled.at) });
			return `main killed ${killedAt - Number(polled.at)} ms after the poll's request was answered (aimed ${kill.afterMs} ms after the bench saw it), record ${id}, down ${kill.downMs} ms`;
		},
		async report() {
			await making;
			// The last record waits at most one poll interval, plus its execution.
			await sleep(75_000);
			await settled([created.id]);
			const runs = await persist(async () => await allExecutions(created.id));
			const emittedBy = new Map<string, string[]>(ids.map((id) => [id, []]));
			for (const run of runs) {
				// A run that never started holds them on its stack only.
				const items = (run.data?.resultData?.runData?.Trigger?.[0]?.data?.main?.[0] ??
					run.data?.executionData?.nodeExecutionStack?.[0]?.data?.main?.[0] ??
					[]) as Json[];
				for (const id of ids)
					if (items.some((item) => trigger.isCreated(item.json, id)))
						emittedBy.get(id)!.push(String(run.status));
			}
			await n8n.unpublish(created.id).catch(() => undefined);
			const list = [...emittedBy];
			return {
				node: trigger.node,
				pollSecond,
				created: ids.length,
				executions: runs.length,
				crashedExecutions: runs.filter((r) => ['crashed', 'error'].includes(String(r.status)))
					.length,
				skipped: list.filter(([, by]) => by.length === 0).map(([id]) => id),
				twice: list.filter(([, by]) => by.length > 1).map(([id, by]) => ({ id, by })),
				aimed: aimed.map((a) => ({ ...a, emittedBy: emittedBy.get(a.id)! })),
			};
		},
	};
}
