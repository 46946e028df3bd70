/**
 * Processes killed under load in queue mode: a seeded stream of events into the five templates
 * started by a webhook (some delivered twice, as services do) and a polling trigger over records
 * made meanwhile, while a worker, the webhook process and the main process are killed (SIGKILL)
 * and PostgreSQL and Redis restarted, each brought back as a process manager would. Then, per
 * event, what n8n and the service show. Shared by `npm run bench:crash` (long run, figures) and the
 * queue-mode suite (short run, fixed seed). Reads its stack from BIZOPS_E2E, as the template
 * modules do.
 */
import type { Ending, QueueStack } from '../../scripts/n8n/queueStack';
import { workerOf } from '../../scripts/n8n/queueStack';
import type { Execution } from '../harness/n8nClient';
import { eventually, fetchFresh } from '../harness/n8nClient';
import { seeded } from '../sandbox/faults';
import {
	ONCE,
	deliveries,
	outcome,
	signedAgain,
	triggerSecret,
	webhookOf,
} from '../e2e/templateRepeats';
import type { Json } from '../e2e/templateSandbox';
import { n8n, webhookBase } from '../e2e/templateSandbox';
import type { Template } from '../e2e/templates';
import { UNFINISHED, allExecutions, persist, settled, sleep } from './crashReads';
import type { PollKill } from './crashPolling';
import { pollingWorkflow } from './crashPolling';

export const FAULT_KINDS = ['worker', 'webhook', 'main', 'postgres', 'redis'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
/** How each kind of fault ends its process: n8n's are killed, the servers restarted */
const ENDING: Record<FaultKind, Ending> = {
	worker: 'kill',
	webhook: 'kill',
	main: 'kill',
	postgres: 'stop',
	redis: 'stop',
};

export interface CrashOptions {
	seed: number;
	/** Events in the stream */
	events: number;
	/** Faults of each kind */
	faultsPerKind: number;
	/** The kinds of fault (default all): one or two alone provoke more of what they do */
	kinds?: readonly FaultKind[];
	/** Share of events the service delivers twice */
	twiceRate: number;
	/** Pause between events */
	paceMs: number;
	/** Main kills aimed at a poll of the polling trigger, after the stream */
	pollKills: number;
	/** Also retry the crashed executions of events already done once, as a user who sees them would */
	retryDone?: boolean;
}

interface Fault {
	kind: FaultKind;
	process: string;
	downMs: number;
	/** After which event of the stream (the stream waits for the fault before to have ended) */
	at: number;
	/** How long after that event was caused */
	afterMs: number;
}

interface PlannedEvent {
	template: string;
	twice: boolean;
	/** A polling trigger record is made with this event */
	pollRecord: boolean;
	/** The last fault before the event (none: the events before the first) */
	segment: FaultKind | 'none';
}

/** The schedule the seed gives: the faults in a seeded order, one at a seeded event of each segment of the stream after a first one without. */
export function crashPlan(options: CrashOptions, templates = Object.keys(ONCE).sort()) {
	const random = seeded(options.seed);
	const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
	const kinds = (options.kinds ?? FAULT_KINDS).flatMap((kind) =>
		Array<FaultKind>(options.faultsPerKind).fill(kind),
	);
	for (let i = kinds.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[kinds[i], kinds[j]] = [kinds[j], kinds[i]];
	}
	const perSegment = Math.max(1, Math.floor(options.events / (kinds.length + 1)));
	const faults: Fault[] = kinds.map((kind, i) => ({
		kind,
		process: kind === 'worker' ? pick(['worker-1', 'worker-2']) : kind,
		downMs: 1000 + Math.floor(random() * 4000),
		at: (i + 1) * perSegment + Math.floor(random() * perSegment),
		afterMs: Math.floor(random() * 2000),
	}));
	const events: PlannedEvent[] = Array.from(
		{ length: perSegment * (kinds.length + 1) },
		(_, i) => ({
			template: pick(templates),
			twice: random() < options.twiceRate,
			pollRecord: i % 3 === 0,
			segment: faults.filter((fault) => fault.at <= i).at(-1)?.kind ?? 'none',
		}),
	);
	// Drawn last, so that the stream's schedule of a seed stays as it was before them
	const pollSecond = Math.floor(random() * 60);
	// The first while the sandbox holds the poll's request, the others a few ms after its answer,
	// while main handles what the poll found (n8n's two writes: bench/crash.ts).
	const pollKills: PollKill[] = Array.from({ length: options.pollKills }, (_, i) => ({
		afterMs: Math.floor(random() * 30),
		holding: i === 0,
	}));
	return { faults, events, perSegment, pollSecond, pollKills };
}

/** What the service was answered for one delivery: a status, or the error of a post that got none */
type Answer = number | string;
/** An answer and how long the service waited for it */
interface Timed {
	answer: Answer;
	ms: number;
}
/** How long the service waits for an answer (the sandbox's own posts read the same variable) */
const SERVICE_TIMEOUT_MS = Number(process.env.SANDBOX_DELIVERY_TIMEOUT_MS) || 5000;
const accepted = (answer: Answer) => typeof answer === 'number' && answer < 300;
/** The key of the answers to the bench's own calls of n8n's Webhook node */
const CALL = 'call';

interface EventRun extends PlannedEvent {
	index: number;
	context: Json;
	/** Strings only this event's executions hold (its delivery IDs) */
	keys: string[];
	/** The deliveries the sandbox posted, to send again */
	posted: Json[];
	/** What the bench's own posts were answered, by delivery (its raw body; `call` for n8n's Webhook) */
	answers: Map<string, Answer[]>;
	/** How long the service waited for each of the bench's own posts, ms */
	waits: number[];
	causeError?: string;
}

export type Verdict = 'done once' | 'visible' | 'stuck' | 'lost' | 'refused' | 'done twice';
export const VERDICTS: Verdict[] = [
	'done once',
	'visible',
	'stuck',
	'lost',
	'refused',
	'done twice',
];

export interface Started {
	templates: Map<string, { template: Template; workflowId: string; context: Json }>;
}

/**
 * Runs the stream and the faults on a stack whose five webhook templates are published and past
 * their first event (`started`); returns every event's verdict, the polling trigger's records, and
 * what retrying the visible events gave.
 */
export async function crashRun(
	stack: QueueStack,
	started: Started,
	credentials: Record<string, { id: string; name: string }>,
	options: CrashOptions,
	log: (line: string) => void = () => undefined,
) {
	const plan = crashPlan(options, [...started.templates.keys()].sort());
	const secrets = new Map<string, string>();
	for (const [file, { template, workflowId }] of started.templates)
		if (!ONCE[file].call) secrets.set(file, await triggerSecret(workflowId, template));

	const polling = await pollingWorkflow(stack, credentials, plan.pollSecond);
	// The deliveries before the stream (each template's first event) are no event of it.
	const seen = new Set<string>();
	for (const { template } of started.templates.values())
		for (const delivery of await deliveries(webhookOf(template))) seen.add(String(delivery.raw));
	const runs: EventRun[] = [];
	/** Deliveries to the templates' webhooks that are no event of the stream (`Once.owns`) */
	let others = 0;
	const faultLog: string[] = [];
	let faulting: Promise<void> = Promise.resolve();

	const post = async (url: string, headers: Record<string, string>, body: string) => {
		const start = Date.now();
		const signal = AbortSignal.timeout(SERVICE_TIMEOUT_MS);
		const answer: Answer = await fetchFresh(url, { method: 'POST', headers, body, signal }).then(
			(response) => response.status,
			(error: Error) => String((error as { cause?: unknown }).cause ?? error.message),
		);
		return { answer, ms: Date.now() - start };
	};
	const answered = (run: EventRun, key: string, { answer, ms }: Timed) => {
		run.answers.set(key, [...(run.answers.get(key) ?? []), answer]);
		run.waits.push(ms);
	};
	/** The event's deliveries sent again by the service (all, or those `only` names); the answers are kept */
	const deliverAgain = async (run: EventRun, only?: Set<string>) => {
		if (ONCE[run.template].call) {
			answered(run, CALL, await meetingEnded(run.context));
			return;
		}
		for (const delivery of run.posted)
			if (!only || only.has(String(delivery.raw)))
				answered(
					run,
					String(delivery.raw),
					await post(
						String(delivery.url),
						signedAgain(delivery, secrets.get(run.template)!),
						String(delivery.raw),
					),
				);
	};
	const meetingEnded = async ({ deal, meeting }: Json) =>
		await post(
			`${webhookBase}/webhook/meeting-ended`,
			{ 'content-type': 'application/json' },
			JSON.stringify({ publicMeetingId: meeting.publicMeetingId, dealId: deal.id }),
		);

	for (const [index, planned] of plan.events.entries()) {
		const fault = plan.faults.find((f) => f.at === index);
		// The events from a fault's on meet it, and no other before the next.
		if (fault) await faulting;
		const run: EventRun = {
			...planned,
			index,
			context: {},
			keys: [],
			posted: [],
			answers: new Map(),
			waits: [],
		};
		runs.push(run);
		const { context } = started.templates.get(planned.template)!;
		const once = ONCE[planned.template];
		try {
			run.context = await once.another(context);
			if (once.call) {
				run.keys = [String(run.context.meeting.publicMeetingId)];
				answered(run, CALL, await meetingEnded(run.context));
			} else {
				const webhook = webhookOf(started.templates.get(planned.template)!.template);
				const unseen = (await deliveries(webhook)).filter((d) => !seen.has(String(d.raw)));
				for (const delivery of unseen) seen.add(String(delivery.raw));
				run.posted = unseen.filter(
					(d) => once.owns?.(run.context, JSON.parse(String(d.raw)) as Json) ?? true,
				);
				others += unseen.length - run.posted.length;
				run.keys = run.posted.flatMap(deliveryKeys);
			}
			if (planned.twice) await deliverAgain(run);
		} catch (error) {
			run.causeError = (error as Error).message;
		}
		if (fault)
			faulting = (async () => {
				// While the event's execution runs
				await sleep(fault.afterMs);
				const at = Date.now();
				// A process that does not come back is started again by the supervisor (exitedOnTheirOwn).
				const failed = await stack.restart(fault.process, ENDING[fault.kind], fault.downMs).then(
					() => '',
					(error: Error) => `, failed to start again: ${error.message.split('\n')[0]}`,
				);
				const line = `${fault.kind}: ${fault.process} ${ENDING[fault.kind] === 'kill' ? 'killed' : 'restarted'} ${fault.afterMs} ms after event ${index}, down ${fault.downMs} ms, ready again after ${((Date.now() - at) / 1000).toFixed(1)} s${failed}`;
				faultLog.push(line);
				log(line);
			})();
		if (planned.pollRecord) polling.create();
		await sleep(options.paceMs);
	}
	await faulting;
	for (const kill of plan.pollKills) {
		const line = await polling.killAtPoll(stack, kill);
		faultLog.push(line);
		log(line);
	}

	// The sandbox's own posts: their answers, once all were answered (or the service gave up waiting)
	await heldPostsAnswered(started, SERVICE_TIMEOUT_MS + 60_000);
	const posts = new Map<string, Json>();
	for (const { template } of started.templates.values())
		for (const delivery of await deliveries(webhookOf(template)))
			posts.set(String(delivery.raw), delivery);
	/** Each delivery of the event and its answers, the sandbox's post first */
	const answersOf = (run: EventRun): Map<string, Answer[]> => {
		const all = new Map(run.answers);
		for (const p of run.posted) {
			const d = posts.get(String(p.raw));
			const first = (d?.status ?? d?.error ?? 'no answer') as Answer;
			all.set(String(p.raw), [first, ...(run.answers.get(String(p.raw)) ?? [])]);
		}
		return all;
	};
	const unaccepted = (run: EventRun) =>
		new Set([...answersOf(run)].filter(([, a]) => !a.some(accepted)).map(([key]) => key));

	// The service sends again each delivery it never saw accepted, as services do (every 10 s, up to 6 times).
	let serviceRetries = 0;
	for (let attempt = 0; attempt < 6; attempt++) {
		const refused = runs.filter((r) => !r.causeError && unaccepted(r).size > 0);
		if (refused.length === 0) break;
		for (const run of refused) {
			serviceRetries++;
			await deliverAgain(run, unaccepted(run));
		}
		await sleep(10_000);
	}

	const workflowIds = [...started.templates.values()].map((t) => t.workflowId);
	await settled([...workflowIds, polling.workflowId]);
	const describe = describer(stack);
	const verdicts = await judge(runs, started, (run) => unaccepted(run).size === 0, describe);

	// A user retries the failed or crashed executions the list shows (the public API's retry): each
	// visible event's, and with `retryDone` those of events done once whose first try wrote before
	// n8n lost its status (its final save failed: docs/queue-mode.md), to see whether they write again.
	const retried: Array<{ run: EventRun; before: Verdict; after: Verdict; statuses: string[] }> = [];
	for (const [run, { verdict, retry }] of verdicts)
		if (retry && (verdict === 'visible' || (options.retryDone && verdict === 'done once')))
			await persist(async () => await n8n.api('POST', `/executions/${retry}/retry`)).then(
				() => retried.push({ run, before: verdict, after: verdict, statuses: [] }),
				(error: Error) => log(`retry of execution ${retry} refused: ${error.message}`),
			);
	// Failed executions with neither a node's output nor a node to run: n8n wrote a killed worker's
	// execution over with its error alone (docs/queue-mode.md, A worker killed), so no event shows in
	// them; with `retryDone` retried too, to see what a user's retry of one does.
	const blank = await blankFailures(workflowIds);
	if (options.retryDone)
		for (const execution of blank)
			await persist(
				async () => await n8n.api('POST', `/executions/${String(execution.id)}/retry`),
			).catch((error: Error) =>
				log(`retry of execution ${String(execution.id)} refused: ${error.message}`),
			);
	if (retried.length > 0 || (options.retryDone && blank.length > 0)) {
		await settled(workflowIds);
		const again = await judge(
			retried.map((r) => r.run),
			started,
			(run) => unaccepted(run).size === 0,
			describe,
		);
		for (const r of retried) ({ verdict: r.after, statuses: r.statuses } = again.get(r.run)!);
	}
	const blankIds = new Set(blank.map((e) => String(e.id)));
	const blankRetries = blank.length
		? (await executionsOf(workflowIds)).filter((e) => blankIds.has(String(e.retryOf)))
		: [];
	const retriedReport = (before: Verdict) =>
		retried
			.filter((r) => r.before === before)
			.map((r) => ({
				index: r.run.index,
				segment: r.run.segment,
				after: r.after,
				statuses: r.statuses,
			}));

	return {
		plan,
		faultLog,
		serviceRetries,
		others,
		events: runs.map((run) => ({
			index: run.index,
			template: run.template,
			segment: run.segment,
			twice: run.twice,
			causeError: run.causeError,
			answers: [...answersOf(run).values()].map((a) => a.join(', ')),
			/** How long the service waited for each answer: the sandbox's posts, then the bench's */
			waits: [
				...run.posted.map((p) => Number(posts.get(String(p.raw))?.ms ?? NaN)),
				...run.waits,
			].filter(Number.isFinite),
			...verdicts.get(run)!,
		})),
		retried: retriedReport('visible'),
		/** Events done once whose crashed execution was retried anyway (`retryDone`) */
		retriedDone: retriedReport('done once'),
		/** Failed executions n8n left without the event's data, and what their retries did */
		blank: blank.map(describe),
		blankRetries: blankRetries.map(
			(e) => `${describe(e)}: ${Object.keys(e.data?.resultData?.runData ?? {}).length} nodes run`,
		),
		polling: await polling.report(),
	};
}

/**
 * Waits until the sandbox has an answer (or an error) for each of its posts; the service gives up
 * on a post after its timeout, so one still open `limitMs` later is a fault of the bench.
 */
async function heldPostsAnswered(started: Started, limitMs: number) {
	await eventually('every sandbox post answered or given up', limitMs / 1000, async () => {
		for (const { template } of started.templates.values())
			if ((await deliveries(webhookOf(template))).some((d) => !d.status && !d.error))
				return undefined;
		return true;
	});
}

/** Every execution of the workflows */
async function executionsOf(workflowIds: string[]) {
	const all = await Promise.all(
		workflowIds.map(async (id) => await persist(async () => await allExecutions(id))),
	);
	return all.flat();
}

/** The workflows' failed or crashed executions with no node's output and no node left to run */
async function blankFailures(workflowIds: string[]) {
	return (await executionsOf(workflowIds)).filter(
		(e) =>
			['error', 'crashed', 'failed'].includes(String(e.status)) &&
			Object.keys(e.data?.resultData?.runData ?? {}).length === 0 &&
			(e.data?.executionData?.nodeExecutionStack ?? []).length === 0,
	);
}

/** The delivery's own IDs: its body's `id` and any delivery-ID header */
function deliveryKeys(delivery: Json): string[] {
	const keys = Object.entries(delivery.headers as Record<string, string>)
		.filter(([name]) => /delivery/i.test(name))
		.map(([, value]) => value);
	try {
		const id = (JSON.parse(String(delivery.raw)) as Json).id;
		if (typeof id === 'string' && id.length > 8) keys.push(id);
	} catch {
		// a body that is no JSON names the event by its header only
	}
	return keys;
}

/** An execution as the verdict lines show it: what it did, how it started, when, and which worker ran it */
function describer(stack: QueueStack) {
	const time = (at: unknown) => (at ? new Date(String(at)).toISOString().slice(11, 23) : '-');
	return (e: Execution) =>
		`#${String(e.id)} ${String(e.status)} (${outcome(e)}; ${String(e.mode)}${e.retryOf ? ` of #${String(e.retryOf)}` : ''}, ${time(e.startedAt)} to ${time(e.stoppedAt)}, ${workerOf(stack, String(e.id)) ?? 'no worker'})`;
}

/** Each event's verdict: its writes at the service, else what n8n shows of it, else what the service was answered */
async function judge(
	runs: EventRun[],
	started: Started,
	allAccepted: (run: EventRun) => boolean,
	describe: (execution: Execution) => string,
) {
	const executions = new Map<string, Execution[]>();
	for (const [file, { workflowId }] of started.templates)
		executions.set(
			file,
			(await persist(async () => await allExecutions(workflowId))).map((e) => ({
				...e,
				text: JSON.stringify(e.data ?? {}),
			})),
		);
	const verdicts = new Map<
		EventRun,
		{ verdict: Verdict; writes: number; statuses: string[]; retry?: string }
	>();
	for (const run of runs) {
		const writes = run.causeError
			? 0
			: await persist(async () => await ONCE[run.template].count(run.context));
		const own = executions
			.get(run.template)!
			.filter((e) => run.keys.some((key) => String(e.text).includes(key)));
		const statuses = own.map(describe);
		const failed = own.find((e) => ['error', 'crashed', 'failed'].includes(String(e.status)));
		let verdict: Verdict;
		if (writes > 1) verdict = 'done twice';
		else if (writes === 1) verdict = 'done once';
		else if (failed) verdict = 'visible';
		else if (own.some((e) => UNFINISHED.includes(String(e.status)))) verdict = 'stuck';
		else if (allAccepted(run)) verdict = 'lost';
		else verdict = 'refused';
		verdicts.set(run, { verdict, writes, statuses, retry: failed ? String(failed.id) : undefined });
	}
	return verdicts;
}

/** Counts by fault kind and verdict, as a Markdown table */
export function crashTable(
	events: Array<{ segment: string; verdict: Verdict; twice: boolean }>,
	retried: Array<{ segment: string; after: Verdict }>,
) {
	const rows = ['none', ...FAULT_KINDS].map((kind) => {
		const ofKind = events.filter((e) => e.segment === kind);
		const retriedOfKind = retried.filter((r) => r.segment === kind);
		const cells = VERDICTS.map((v) => ofKind.filter((e) => e.verdict === v).length);
		const retriedOnce = retriedOfKind.filter((r) => r.after === 'done once').length;
		return `| ${kind === 'none' ? 'no fault' : kind} | ${ofKind.length} | ${ofKind.filter((e) => e.twice).length} | ${cells.join(' | ')} | ${retriedOfKind.length ? `${retriedOnce} of ${retriedOfKind.length}` : '-'} |`;
	});
	return [
		`| fault | events | delivered twice | ${VERDICTS.join(' | ')} | retried, then done once |`,
		`|---|---|---|${VERDICTS.map(() => '---|').join('')}---|`,
		...rows,
	].join('\n');
}
