/**
 * The crash run's polling trigger (the first polling trigger of the fixtures), published to poll
 * at a seeded second of each minute (n8n polls at most once a minute) over records made
 * meanwhile. `killAtPoll` has the sandbox kill main (SIGKILL) at a poll: while it holds the poll's
 * request, or a seeded few ms after it answered it, while n8n handles what it found (it stores the
 * trigger's position, in the workflow's static data, and, apart, the execution that emits the
 * records). `report` tells, per record, which executions emitted it.
 */
import type { QueueStack } from '../../scripts/n8n/queueStack';
import { durableCursor } from '../../scripts/n8n/queueStack';
import type { Execution } from '../harness/n8nClient';
import { eventually, fetchFresh } from '../harness/n8nClient';
import { FIXTURES, triggerWorkflow } from '../e2e/interfaces';
import type { Json } from '../e2e/templateSandbox';
import { n8n, sandbox } from '../e2e/templateSandbox';
import { allExecutions, persist, settled, sleep } from './crashReads';

/** The sandbox's control routes (test/sandbox/main.ts) */
export async function sandboxControl(method: string, path: string, body?: unknown): Promise<Json> {
	const response = await fetchFresh(`${sandbox.url}/_control${path}`, {
		method,
		headers: { 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	if (!response.ok)
		throw new Error(`${method} /_control${path} answered ${response.status}: ${text}`);
	return text ? (JSON.parse(text) as Json) : {};
}

/**
 * A main kill aimed at a poll by the sandbox: `afterMs` after it answered the poll's list request
 * (with the record made for it), or, `holding`, while it holds that request. Main is started again
 * by the stack's supervisor (1 s later), as a process manager does. `postgres`: PostgreSQL is
 * stopped there instead (fast, SIGINT, as its service manager's restart does), and started again
 * by the supervisor.
 */
export interface PollKill {
	afterMs: number;
	holding: boolean;
	postgres?: boolean;
}

/** The next moment main's clock is at `second` of a minute (n8n's cron runs on the same machine) */
function nextPollAt(second: number) {
	const now = new Date();
	const at = new Date(now);
	at.setSeconds(second, 0);
	if (at.getTime() <= now.getTime() + 1500) at.setMinutes(at.getMinutes() + 1);
	return at.getTime();
}

/**
 * The trigger's stored position: n8n's poll cursor where durable cursors keep it (its row exists
 * from the first poll), the workflow's static data otherwise.
 */
async function storedPosition(stack: QueueStack, workflowId: string) {
	const cursor = durableCursor(stack, workflowId);
	if (cursor) return cursor as Json;
	const workflow = await persist(
		async () => await n8n.api<Json>('GET', `/workflows/${workflowId}`),
	);
	return ((workflow.staticData as Json | null)?.['node:Trigger'] ?? {}) as Json;
}

export async function pollingWorkflow(
	stack: QueueStack,
	credentials: Record<string, { id: string; name: string }>,
	pollSecond: number,
) {
	const fixture = FIXTURES.find((f) => f.pollingTriggers.length > 0)!;
	const trigger = fixture.pollingTriggers[0];
	const pollTimes = {
		item: [{ mode: 'custom', cronExpression: `${pollSecond} * * * * *` }],
	};
	const { workflow } = triggerWorkflow(
		fixture,
		{ ...trigger, parameters: { ...trigger.parameters, pollTimes } },
		credentials[fixture.credential.type],
	);
	const created = await n8n.createWorkflow(workflow);
	await n8n.publish(created.id);
	// A record made before the first poll stored where to start would count as already there.
	await eventually(`${trigger.node}: its position stored after publishing`, 75, async () =>
		Object.keys(await storedPosition(stack, created.id)).length > 0 ? true : undefined,
	);
	const ids: string[] = [];
	/** The record made before each aimed kill, and what died when */
	const aimed: Array<{ id: string; when: string }> = [];
	let making: Promise<unknown> = Promise.resolve();
	const kills = async () =>
		(await sandboxControl('GET', '/killOnAnswer')).data as Array<Json & { error?: string }>;
	return {
		workflowId: created.id,
		node: trigger.node,
		pollSecond,
		create() {
			making = making.then(async () => ids.push(await persist(() => trigger.create(sandbox))));
		},
		/** Makes a record, has the sandbox kill main (or stop PostgreSQL) around the next poll's answer, waits for n8n to answer again */
		async killAtPoll(stack: QueueStack, kill: PollKill) {
			await making;
			const id = await persist(() => trigger.create(sandbox));
			ids.push(id);
			const before = (await kills()).length;
			await sandboxControl('POST', '/killOnAnswer', {
				slug: fixture.slug,
				method: 'GET',
				route: trigger.polls,
				pid: stack.pid(kill.postgres ? 'postgres' : 'main'),
				afterMs: kill.afterMs,
				holding: kill.holding,
				signal: kill.postgres ? 'SIGINT' : 'SIGKILL',
			});
			const deadline = nextPollAt(pollSecond) + 20_000;
			let fired: Json | undefined;
			while (!(fired = (await kills()).slice(before).at(-1))) {
				if (Date.now() > deadline) return `no poll came for record ${id}: nothing killed`;
				await sleep(200);
			}
			// n8n answers again once the supervisor has started what died.
			await persist(async () => await n8n.api('GET', '/workflows?limit=1'));
			const when = `${kill.postgres ? 'PostgreSQL stopped' : 'main killed'} ${
				kill.holding
					? 'while the sandbox held the request'
					: `${Number(fired.killedAt) - Number(fired.answeredAt)} ms after the answer`
			}`;
			aimed.push({ id, when });
			return `at the poll for record ${id}, ${when}${fired.error ? ` (kill failed: ${fired.error})` : ''}`;
		},
		async report() {
			await making;
			// The last record waits at most one poll interval, plus its execution.
			await sleep(75_000);
			await settled([created.id]);
			const records = (run: Execution) =>
				// A run that never started holds them on its stack only.
				(
					(run.data?.resultData?.runData?.Trigger?.[0]?.data?.main?.[0] ??
						run.data?.executionData?.nodeExecutionStack?.[0]?.data?.main?.[0] ??
						[]) as Json[]
				).flatMap((item) => ids.filter((id) => trigger.isCreated(item.json, id)));
			const firstTries = await persist(async () => await allExecutions(created.id));
			const emittedBy = new Map<string, string[]>(ids.map((id) => [id, []]));
			for (const run of firstTries)
				for (const id of records(run)) emittedBy.get(id)!.push(String(run.status));
			// A user retries each crashed or failed one that holds records (n8n's public API), as the
			// crash run does with the templates' visible events.
			const toRetry = firstTries.filter(
				(r) => ['crashed', 'error'].includes(String(r.status)) && records(r).length > 0,
			);
			const refused = new Map<string, string>();
			for (const run of toRetry)
				await n8n
					.api('POST', `/executions/${run.id}/retry`)
					.catch((error: Error) => refused.set(String(run.id), error.message.slice(0, 200)));
			if (toRetry.length) await settled([created.id]);
			const all = await persist(async () => await allExecutions(created.id));
			const retried = toRetry.map((run) => ({
				execution: String(run.id),
				records: records(run).length,
				retries: refused.has(String(run.id))
					? [`refused: ${refused.get(String(run.id))}`]
					: all
							.filter((r) => String(r.retryOf) === String(run.id))
							.map((r) => `${String(r.status)}, emitting ${records(r).length}`),
			}));
			await n8n.unpublish(created.id).catch(() => undefined);
			const list = [...emittedBy];
			return {
				node: trigger.node,
				pollSecond,
				created: ids.length,
				executions: firstTries.length,
				crashedExecutions: toRetry.length,
				retried,
				skipped: list.filter(([, by]) => by.length === 0).map(([id]) => id),
				twice: list.filter(([, by]) => by.length > 1).map(([id, by]) => ({ id, by })),
				aimed: aimed.map((a) => ({ ...a, emittedBy: emittedBy.get(a.id)! })),
			};
		},
	};
}

/**
 * The polling part of the crash run alone (bench/crash.ts with CRASH_EVENTS=0): `records` records
 * made first, then the aimed kills, then the report.
 */
export async function pollingRun(
	stack: QueueStack,
	credentials: Record<string, { id: string; name: string }>,
	plan: { pollSecond: number; pollKills: PollKill[] },
	records: number,
	log: (line: string) => void,
) {
	const polling = await pollingWorkflow(stack, credentials, plan.pollSecond);
	for (let i = 0; i < records; i++) polling.create();
	for (const kill of plan.pollKills) log(await polling.killAtPoll(stack, kill));
	return await polling.report();
}
