/**
 * Faults aimed right after a service's answer to a template's write (issue 55): `afterMs` after the
 * sandbox answered the write's request it stops PostgreSQL (fast, SIGINT, as its service manager's
 * restart does), so the worker has made the write and cannot save the progress after it, or kills
 * (SIGKILL) the worker that sent the request, the one running the execution; the stack's
 * supervisor starts either again. Each aim runs alone (its event caused, the fault awaited, n8n
 * answering again, a few seconds for the first try to end); once n8n has ended the executions
 * (main's queue recovery marks crashed those a PostgreSQL stop left running, the stalled-job check
 * fails a killed worker's), each aim's crashed or failed execution is retried through the public
 * API, alone. Per aim: the write's requests the service answered 2xx in the first try and in the
 * retry (the sandbox's log of its route, each window holding one aim or one retry), where the first
 * try's saved progress resumes, and the template's own count of its event's write.
 */
import type { QueueStack } from '../../scripts/n8n/queueStack';
import type { Execution } from '../harness/n8nClient';
import { eventually } from '../harness/n8nClient';
import { ONCE, outcome } from '../e2e/templateRepeats';
import type { Json } from '../e2e/templateSandbox';
import { n8n, sandbox } from '../e2e/templateSandbox';
import { answerHr, hrLink, payrollIdentity } from '../e2e/templateScenarios';
import { UNGUARDED_WRITES } from '../templates/retriedWrites';
import type { Started } from './crash';
import { sandboxControl } from './crashPolling';
import { allExecutions, persist, settled, sleep } from './crashReads';

interface ServiceRequest {
	slug: string;
	method: string;
	route: string;
}

interface AimedWrite {
	template: string;
	node: string;
	request: ServiceRequest;
	/** Made on HR's answer (the onboarding template's second trigger): the run answers HR's message */
	onHrAnswer?: boolean;
}

const CHAT = '/accounts/{account_id}/conversations';
const post = (slug: string, route: string): ServiceRequest => ({ slug, method: 'POST', route });
const aimed = (template: string, node: string, request: ServiceRequest) => ({
	template,
	node,
	request,
});
const DEAL_WON = 'deal-won-to-subscription-and-payment-link';
const ONBOARDING = 'candidate-hired-to-payroll-and-onboarding';
const onHrAnswer = (node: string, request: ServiceRequest) => ({
	...aimed(ONBOARDING, node, request),
	onHrAnswer: true,
});

/**
 * The writes an aim can land after, by the name CRASH_WRITE_AT gives them (in the order `all`
 * runs them: the template whose writes open a Chat conversation last, so that the conversation's
 * own template runs in no later aim's window). Those the onboarding template makes on HR's answer
 * (its second trigger, Payroll Data Received) are aimed with the run answering HR's message.
 */
export const AIMED_WRITES: Record<string, AimedWrite> = {
	assign: aimed('new-conversation-crm-lookup', 'Assign', post('chat', `${CHAT}/{id}/assignments`)),
	label: aimed('new-conversation-crm-lookup', 'Label', {
		slug: 'chat',
		method: 'PATCH',
		route: `${CHAT}/{id}`,
	}),
	invoice: aimed('payment-received-to-invoice', 'Create Invoice', post('invoicing', '/invoices')),
	activity: aimed(
		'meeting-summary-to-crm-activity',
		'Log Activity',
		post('sales_crm', '/activities'),
	),
	hrMessage: aimed(
		ONBOARDING,
		'Ask HR for Payroll Data',
		post('chat', `${CHAT}/{conversation_id}/messages`),
	),
	employee: onHrAnswer('Create Employee', post('payroll', '/employees')),
	onboardingMeeting: onHrAnswer('Book Onboarding', post('meetings', '/meetings')),
	newHireInvite: onHrAnswer(
		'Invite New Hire',
		post('meetings', '/meetings/{publicMeetingId}/participants'),
	),
	billingCustomer: aimed(
		DEAL_WON,
		'Create Billing Customer',
		post('pay_integration', '/v1/customers'),
	),
	card: aimed(DEAL_WON, 'Save Card', post('pay_integration', '/v1/customers/{id}/vault')),
	subscription: aimed(DEAL_WON, 'Start Subscription', post('pay_integration', '/v1/subscriptions')),
	paymentLink: aimed(DEAL_WON, 'Create Payment Link', post('payments', '/payment-links')),
	conversation: aimed(DEAL_WON, 'Open Conversation', post('chat', CHAT)),
	paymentLinkMessage: aimed(
		DEAL_WON,
		'Send Payment Link',
		post('chat', `${CHAT}/{conversation_id}/messages`),
	),
};

/** Whether a look-up guards the write (test/templates/retriedWrites.ts lists the others, with why) */
export const guarded = ({ template, node }: AimedWrite) =>
	!(node in (UNGUARDED_WRITES[template] ?? {}));

export interface WriteAim {
	write: string;
	afterMs: number;
	/** What the fault ends: PostgreSQL (stopped) or the worker running the execution (killed) */
	ends: 'postgres' | 'worker';
}

/**
 * CRASH_WRITE_AT's aims: a comma list of writes (or `all`, `guarded`, `unguarded`), each with
 * `:<ms>`, how long after the answer (default 0), and `:worker` to kill the worker instead of
 * stopping PostgreSQL (`invoice:3:worker`).
 */
export function writeAims(spec: string): WriteAim[] {
	return spec.split(',').flatMap((item) => {
		const [name, ...rest] = item.split(':');
		const ms = rest.find((part) => /^\d+$/.test(part)) ?? '0';
		const ends = rest.includes('worker') ? 'worker' : 'postgres';
		const all = Object.keys(AIMED_WRITES);
		const names =
			name === 'all'
				? all
				: name === 'guarded' || name === 'unguarded'
					? all.filter((w) => guarded(AIMED_WRITES[w]) === (name === 'guarded'))
					: [name];
		for (const write of names)
			if (!(write in AIMED_WRITES))
				throw new Error(`CRASH_WRITE_AT: no write "${write}" (one of ${all.join(', ')})`);
		return names.map((write) => ({ write, afterMs: Number(ms), ends }));
	});
}

const FAILED = ['crashed', 'error', 'failed'];
/**
 * The pause after n8n answers again, before the next aim: with 5 s, an event caused next failed
 * at its start a few times (`timeout exceeded when trying to connect`, after n8n's 20 s database
 * connection timeout), so it never reached its write; the next aim comes after that timeout.
 */
const BETWEEN_AIMS_MS = 25_000;
const ENDED = { postgres: 'PostgreSQL stopped', worker: 'worker killed' };
/**
 * How long after a worker was killed n8n may still write its execution over (docs/queue-mode.md,
 * *A worker killed*): the job's lock expires (QUEUE_WORKER_LOCK_DURATION, 60 s, renewed every
 * 10 s), the next stalled-job check (every QUEUE_WORKER_STALLED_INTERVAL, 30 s) fails the job, and
 * the webhook process that queued it saves that failure over the execution.
 */
const STALLED_WINDOW_MS = 150_000;
const workerName = (name: string) => name.startsWith('worker-');

/** The highest execution ID so far (n8n numbers them in one sequence) */
const lastExecutionId = (stack: QueueStack) =>
	Number(stack.sql('SELECT coalesce(max(id), 0) FROM execution_entity'));

/** The write's requests the service answered 2xx between `from` and `to` (ms since the epoch) */
async function writesBetween({ slug, method, route }: ServiceRequest, from: number, to: number) {
	return (await sandbox.log(slug)).filter(
		(r) => r.method === method && r.route === route && r.status < 300 && r.at >= from && r.at < to,
	).length;
}

/** Where a retry of the execution resumes: the first node on its saved stack */
const resumesAt = (execution: Execution) =>
	String(execution.data?.executionData?.nodeExecutionStack?.[0]?.node?.name ?? 'nothing saved');

export interface AimedResult {
	aim: WriteAim;
	template: string;
	node: string;
	guarded: boolean;
	/** When the stop landed after the answer (ms), or why it did not */
	landed: string;
	firstWrites: number;
	/** The first try's executions: status, and where a retry resumes */
	firstTries: string[];
	retried?: { writes: number; statuses: string[]; refused?: string };
	/** With a worker killed: the first try's executions read again once n8n's stalled-job check has run */
	firstTriesAtEnd?: string[];
	/** The template's own count of its event's write (ONCE), at the end */
	eventWrites: number;
}

/** An execution's status, and for a crashed or failed one how it ended and where a retry resumes */
const described = (e: Execution) =>
	`#${String(e.id)} ${String(e.status)}${FAILED.includes(String(e.status)) ? ` (${outcome(e)}), resumes at ${resumesAt(e)}` : ''}`;

/** Runs each aim alone, then retries each aim's crashed or failed execution alone */
export async function aimedWritesRun(
	stack: QueueStack,
	started: Started,
	aims: WriteAim[],
	log: (line: string) => void,
): Promise<AimedResult[]> {
	const fired = async () => (await sandboxControl('GET', '/killOnAnswer')).data as Json[];
	const runs: Array<{
		aim: WriteAim;
		event: Json;
		landed?: Json;
		/** The aim's window: ms since the epoch, and the execution IDs before and after it */
		from: number;
		to: number;
		ids: number[];
	}> = [];
	for (const aim of aims) {
		const { template, request } = AIMED_WRITES[aim.write];
		const once = ONCE[template];
		const firstId = lastExecutionId(stack);
		const from = Date.now();
		const before = (await fired()).length;
		await sandboxControl('POST', '/killOnAnswer', {
			...request,
			...(aim.ends === 'postgres'
				? { pid: stack.pid('postgres'), signal: 'SIGINT' }
				: { senderAmong: stack.processes.filter(workerName).map((name) => stack.pid(name)) }),
			afterMs: aim.afterMs,
			holding: false,
		});
		const event = await once.another(started.templates.get(template)!.context);
		if (once.call) await once.call(event, 1);
		// Not awaited: the trigger answers HR when the workflow finishes, which a fault may delay.
		if (AIMED_WRITES[aim.write].onHrAnswer)
			void hrLink(event.hr.id, event.name)
				.then(async (link) => await answerHr(link, payrollIdentity()))
				.catch(() => undefined);
		// An aim that never fires within a minute is a figure (never landed), not a failure.
		const landed = await eventually('the aimed fault', 60, async () =>
			(await fired()).slice(before).at(-1),
		).catch(() => undefined);
		if (!landed) await sandboxControl('DELETE', '/killOnAnswer');
		// n8n reads its database again once the supervisor has started PostgreSQL; the first try's
		// nodes after the write go on meanwhile (and fail where they need the database). A killed
		// worker is started again by the supervisor.
		await persist(async () => await n8n.api('GET', '/workflows?limit=1'));
		await sleep(BETWEEN_AIMS_MS);
		runs.push({
			aim,
			event,
			landed,
			from,
			to: Date.now(),
			ids: [firstId, lastExecutionId(stack)],
		});
		log(
			`${aim.write}: ${landed ? `${ENDED[aim.ends]} ${Number(landed.killedAt) - Number(landed.answeredAt)} ms after the answer${landed.error ? ` (failed: ${String(landed.error)})` : ''}` : 'no such request within 60 s: nothing stopped'}`,
		);
	}
	/** The executions of the aim's window: its first try */
	const firstTriesOf = async (run: (typeof runs)[number]) => {
		const { workflowId } = started.templates.get(AIMED_WRITES[run.aim.write].template)!;
		return (await persist(async () => await allExecutions(workflowId))).filter(
			(e) => Number(e.id) > run.ids[0] && Number(e.id) <= run.ids[1],
		);
	};
	const workflowIds = [...started.templates.values()].map((t) => t.workflowId);
	// The queue recovery (every minute here) marks crashed what the stops left running.
	await settled(workflowIds);

	const results: AimedResult[] = [];
	for (const run of runs) {
		const write = AIMED_WRITES[run.aim.write];
		const { workflowId } = started.templates.get(write.template)!;
		const executions = await firstTriesOf(run);
		const { landed } = run;
		const result: AimedResult = {
			aim: run.aim,
			template: write.template,
			node: write.node,
			guarded: guarded(write),
			landed: landed
				? `${ENDED[run.aim.ends]} ${Number(landed.killedAt) - Number(landed.answeredAt)} ms${landed.error ? ` (failed: ${String(landed.error)})` : ''}`
				: 'never (no such request)',
			firstWrites: await writesBetween(write.request, run.from, run.to),
			firstTries: executions.map(described),
			eventWrites: 0,
		};
		const toRetry = executions.find((e) => FAILED.includes(String(e.status)));
		if (toRetry) {
			const from = Date.now();
			const refused = await persist(
				async () => await n8n.api('POST', `/executions/${String(toRetry.id)}/retry`),
			).then(
				() => undefined,
				(error: Error) => error.message.slice(0, 200),
			);
			await settled(workflowIds);
			const retries = (await persist(async () => await allExecutions(workflowId))).filter(
				(e) => String(e.retryOf) === String(toRetry.id),
			);
			result.retried = {
				writes: await writesBetween(write.request, from, Date.now()),
				statuses: retries.map(
					(e) =>
						`#${String(e.id)} ${String(e.status)}${FAILED.includes(String(e.status)) ? ` (${outcome(e)})` : ''}`,
				),
				refused,
			};
		}
		result.eventWrites = await persist(async () => await ONCE[write.template].count(run.event));
		results.push(result);
	}
	// What n8n leaves of a killed worker's execution once its stalled-job check has run
	const killedAt = runs.filter((r) => r.aim.ends === 'worker' && r.landed);
	if (killedAt.length) {
		await sleep(
			Math.max(...killedAt.map((r) => Number(r.landed!.killedAt))) + STALLED_WINDOW_MS - Date.now(),
		);
		for (const [index, run] of runs.entries())
			results[index].firstTriesAtEnd = (await firstTriesOf(run)).map(described);
	}
	return results;
}

/** Done once or twice by the write's count at the service */
export const doneBy = (writes: number) =>
	['not done', 'done once', 'done twice'][writes] ?? `done ${writes} times`;

/** The aims' results as a Markdown table */
export function aimedTable(results: AimedResult[]) {
	return [
		'| Write (template: node) | Guarded by a look-up | Fault, after its answer | First try: writes, executions | Retried: writes, executions | The write in the end |',
		'|---|---|---|---|---|---|',
		...results.map((r) => {
			const total = r.firstWrites + (r.retried?.writes ?? 0);
			const retried = r.retried
				? `${r.retried.writes}, ${r.retried.refused ? `refused: ${r.retried.refused}` : r.retried.statuses.join(', ') || 'none'}`
				: 'not retried';
			const atEnd = r.firstTriesAtEnd
				? `; read again at the end: ${r.firstTriesAtEnd.join('; ')}`
				: '';
			return `| ${r.template}: ${r.node} | ${r.guarded ? 'yes' : 'no'} | ${r.landed} | ${r.firstWrites}, ${r.firstTries.join('; ') || 'none'}${atEnd} | ${retried} | ${doneBy(total)} (the template's count: ${r.eventWrites}) |`;
		}),
	].join('\n');
}

/**
 * The events by the write's count at the service, guarded and unguarded apart: before the retry
 * (the first try's writes; a crashed or failed execution shows each in n8n) and after it.
 */
export function aimedSummary(results: AimedResult[]) {
	return [true, false].map((isGuarded) => {
		const ofKind = results.filter((r) => r.guarded === isGuarded && r.landed.includes(' ms'));
		const count = (writes: (r: AimedResult) => number, n: number) =>
			ofKind.filter((r) => (n < 2 ? writes(r) === n : writes(r) >= n)).length;
		const first = (r: AimedResult) => r.firstWrites;
		const total = (r: AimedResult) => r.firstWrites + (r.retried?.writes ?? 0);
		const visible = ofKind.filter((r) =>
			r.firstTries.some((t) => / (crashed|error|failed)/.test(t)),
		);
		return `${isGuarded ? 'guarded' : 'unguarded'} writes, ${ofKind.length} aims that landed: before the retry done once ${count(first, 1)}, not done ${count(first, 0)}, done twice ${count(first, 2)}, with a crashed or failed execution to retry ${visible.length}; retried ${ofKind.filter((r) => r.retried).length}, then done once ${count(total, 1)}, done twice or more ${count(total, 2)}`;
	});
}
