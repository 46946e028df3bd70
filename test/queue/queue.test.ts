import { readFileSync } from 'node:fs';
import path from 'node:path';

import { N8nClient, callWebhook, eventually, outputs } from '../harness/n8nClient';
import type { QueueStack } from '../../scripts/n8n/queueStack';
import { durableCursor, startQueueStack, workerOf } from '../../scripts/n8n/queueStack';
import { ensureToolchain } from '../../scripts/n8n/toolchain';
import { COPY_WINDOW_MS } from '../../nodes/shared/webhook/recentEvents';
import type {
	InterfaceFixture,
	PollingTriggerFixture,
	WebhookTriggerFixture,
} from '../e2e/interfaces';
import { suiteArtifacts } from '../e2e/env';
import type { startCrashTemplates } from './crashTemplates';
import type { AimedResult } from './crashWrites';
import { eventIds, executionsAfter } from '../e2e/webhookLifecycle';
import {
	FIXTURES,
	SandboxClient,
	crudWorkflow,
	emittedRecords,
	publishedPolls,
	tamper,
	triggerWorkflow,
} from '../e2e/interfaces';

/**
 * The pack in n8n's queue mode (`npm run test:queue`): PostgreSQL, Redis, n8n main, two workers
 * and a webhook process, each process with the pack in its own user folder. Every check runs
 * through the webhook process and the workers, as in a scaled deployment.
 */

const ARTIFACTS = suiteArtifacts('queue');
/**
 * n8n's durable poll cursors (a trigger's position kept in a table of their own, stored with the
 * execution in one transaction) are on unless QUEUE_DURABLE_CURSORS=0: with n8n's defaults the
 * polling check met two skips with no fault that n8n's code can cause (docs/queue-mode.md, Limits
 * found); the trigger's own position logic runs the same in both.
 */
const DURABLE_CURSORS = process.env.QUEUE_DURABLE_CURSORS !== '0';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Json = Record<string, any>;

let stack: QueueStack;
let n8n: N8nClient;
let sandbox: SandboxClient;
let polling: Promise<PollingReport[]>;

const credentials = new Map<string, { id: string; name: string }>();
async function credentialFor(fixture: InterfaceFixture) {
	let credential = credentials.get(fixture.slug);
	if (!credential) {
		credential = await n8n.createCredential({
			name: fixture.credential.name,
			type: fixture.credential.type,
			data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
		});
		credentials.set(fixture.slug, credential);
	}
	return credential;
}

/** Rethrows with the last lines of every n8n process's log, so a run that never finished can be read. */
async function withLogsOnFailure<T>(pending: Promise<T>): Promise<T> {
	try {
		return await pending;
	} catch (error) {
		const tails = [stack.logs.main, ...stack.logs.workers, stack.logs.webhook].map(
			(file) =>
				`--- ${path.basename(file)}\n${readFileSync(file, 'utf8').split('\n').slice(-40).join('\n')}`,
		);
		throw new Error(`${(error as Error).message}\n${tails.join('\n')}`);
	}
}

/** Which process ran each execution: a worker, by the workers' logs. */
const ranOn = (executions: Json[]) =>
	executions.map((execution) => workerOf(stack, String(execution.id)) ?? 'not a worker');

beforeAll(async () => {
	// Redis with an append-only file and a process manager's restarts: the crash run (last) restarts them.
	// Queue recovery each minute marks crashed, so visible and retried, the executions the crash run
	// leaves running (a worker's final save lost while PostgreSQL restarts: docs/queue-mode.md).
	stack = await startQueueStack(ensureToolchain(), {
		home: ARTIFACTS,
		workers: 2,
		redisAppendOnly: true,
		supervise: true,
		queueRecoveryMinutes: 1,
		// Main's log says when each trigger was activated and polled: what a failed polling check prints.
		mainLogLevel: 'debug',
		durableCursors: DURABLE_CURSORS,
	});
	n8n = await new N8nClient(stack.n8nUrl).setUp();
	sandbox = new SandboxClient(stack.sandboxUrl);
	// What the template modules (test/e2e/template*.ts, ./crash.ts) read the stack from when loaded
	process.env.BIZOPS_E2E = JSON.stringify({
		n8nUrl: stack.n8nUrl,
		webhookUrl: stack.webhookUrl,
		sandboxUrl: stack.sandboxUrl,
		session: n8n.session,
		n8nVersion: ensureToolchain().release.version,
	});
	// n8n polls once a minute: the polling check runs beside the others and is read last.
	polling = Promise.all(
		FIXTURES.flatMap((fixture) =>
			fixture.pollingTriggers.map(async (trigger) => await threePolls(fixture, trigger)),
		),
	);
	polling.catch(() => undefined);
}, 300_000);

afterAll(async () => {
	await stack?.stop();
});

describe.each(FIXTURES.map((fixture) => [fixture.slug, fixture] as const))(
	'%s',
	(slug, fixture: InterfaceFixture) => {
		test('its action node runs on a worker with the same output as in one process', async () => {
			const webhookPath = `queue-${slug}-crud`;
			const workflow = await n8n.createWorkflow(
				// Answered on receipt: the execution record, not a held-open request, says how the run ended.
				crudWorkflow(fixture, await credentialFor(fixture), {
					webhookPath,
					responseMode: 'onReceived',
				}),
			);
			await n8n.publish(workflow.id);
			try {
				const response = await callWebhook(`${stack.webhookUrl}/webhook/${webhookPath}`);
				const runs = await withLogsOnFailure(n8n.awaitExecutions(workflow.id, 1, 90));
				expect([response.status, runs.length, runs[0].status]).toEqual([200, 1, 'success']);
				expect(ranOn(runs)).toEqual([expect.stringMatching(/^worker-\d$/)]);
				// The same checks as the single-process suite.
				await fixture.crud.verify(outputs(runs[0]), sandbox);
			} finally {
				await n8n.unpublish(workflow.id);
			}
		});
	},
);

const webhookCases = FIXTURES.flatMap((fixture) =>
	fixture.webhookTriggers.map(
		(trigger) => [`${fixture.slug} ${trigger.node}`, fixture, trigger] as const,
	),
);

/** Publishes a trigger workflow; resolves once its registration (if any) is stored, with what it registered. */
async function published(fixture: InterfaceFixture, trigger: WebhookTriggerFixture) {
	const { workflow, webhookId } = triggerWorkflow(fixture, trigger, await credentialFor(fixture));
	const created = await n8n.createWorkflow(workflow);
	// Registrations point at WEBHOOK_URL: the webhook process.
	const url = `${stack.webhookUrl}/webhook/${webhookId}/${trigger.webhookPath}`;
	const logged = (await sandbox.log(fixture.slug)).length;
	await n8n.publish(created.id);
	const remote = trigger.remote;
	if (!remote) return { created, url, registrations: [] as Json[] };
	const registeredUrl = remote.registeredUrl ?? ((body: Json) => body.url);
	const registered = async () =>
		(await sandbox.log(fixture.slug))
			.slice(logged)
			.filter(
				(r) =>
					r.method === remote.registration.method &&
					r.route === remote.registration.route &&
					r.status < 300 &&
					registeredUrl(r.body) === url,
			);
	await eventually('remote webhook registration', 30, async () =>
		(await registered()).length > 0 ? true : undefined,
	);
	// n8n main stores the trigger's secret a moment after the service has it: a delivery in between is rejected.
	await eventually('the trigger secret stored', 30, async () =>
		(await n8n.api('GET', `/workflows/${created.id}`)).staticData ? true : undefined,
	);
	return { created, url, registrations: (await registered()).map((r) => r.body as Json) };
}

const deliver = async (url: string, delivery: { body: string; headers: Record<string, string> }) =>
	await callWebhook(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...delivery.headers },
		body: delivery.body,
	});

test.each(webhookCases)(
	'%s: one registration, a signed delivery runs once on a worker, a tampered one never, unpublish removes it',
	async (_name, fixture: InterfaceFixture, trigger: WebhookTriggerFixture) => {
		const { created, url, registrations } = await published(fixture, trigger);
		const ours = (urls: string[]) => urls.filter((u) => u === url);
		const listed = trigger.remote?.webhookUrls;
		if (trigger.remote) expect(registrations).toHaveLength(1);
		if (listed) expect(ours(await listed(sandbox))).toHaveLength(1);
		const delivery = await trigger.delivery(registrations[0], sandbox);
		expect((await deliver(url, delivery)).status).toBeLessThan(300);
		const first = await n8n.awaitExecutions(created.id, 1, 60);
		expect(first).toHaveLength(1);
		expect(ranOn(first)).toEqual([expect.stringMatching(/^worker-\d$/)]);

		expect((await deliver(url, { ...delivery, body: tamper(delivery.body) })).status).toBe(401);
		// No fixed wait for what the tampered one might have started: a good delivery after it, and its execution (webhookLifecycle.ts).
		const next = await trigger.delivery(registrations[0], sandbox);
		expect((await deliver(url, next)).status).toBeLessThan(300);
		const runs = await executionsAfter(n8n, created.id, next);
		expect([runs.length, new Set(eventIds(runs)).size]).toEqual([2, 2]);

		await n8n.unpublish(created.id);
		if (listed)
			await eventually('remote webhook removed', 30, async () =>
				ours(await listed(sandbox)).length === 0 ? true : undefined,
			);
	},
);

/**
 * A webhook trigger cannot recognise a later repeat (n8n writes a workflow's static data back at the
 * end of each execution, over an ID recorded while answering the webhook): it starts an execution
 * again, with the same eventId, which the workflow claims the event on (the templates' claim,
 * checked below). Copies arriving at once at the webhook process start one execution
 * (recentEvents.ts).
 */
test.each(webhookCases)(
	'%s: the same delivery again, after the first finished, runs again with the same eventId',
	async (_name, fixture: InterfaceFixture, trigger: WebhookTriggerFixture) => {
		const { created, url, registrations } = await published(fixture, trigger);
		try {
			const delivery = await trigger.delivery(registrations[0], sandbox);
			expect((await deliver(url, delivery)).status).toBeLessThan(300);
			await n8n.awaitExecutions(created.id, 1, 60);
			// A repeat, not a copy sent at once: the node's own copy window has to pass (a real timer)
			await sleep(COPY_WINDOW_MS);
			expect((await deliver(url, delivery)).status).toBeLessThan(300);
			const runs = await n8n.awaitExecutions(created.id, 2, 60);
			const ids = eventIds(runs);
			expect([runs.length, ids[0], ids[0]]).toEqual([2, expect.any(String), ids[1]]);
		} finally {
			await n8n.unpublish(created.id);
		}
	},
);

test.each(webhookCases)(
	'%s: the same new delivery sent twice at the same moment runs once, the copy answered 200',
	async (_name, fixture: InterfaceFixture, trigger: WebhookTriggerFixture) => {
		const { created, url, registrations } = await published(fixture, trigger);
		try {
			const delivery = await trigger.delivery(registrations[0], sandbox);
			await callWebhook(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: '{}',
			}); // served (an unsigned call answers 401)
			const statuses = await Promise.all(
				[0, 1].map(
					async () =>
						(
							await fetch(url, {
								method: 'POST',
								headers: { 'content-type': 'application/json', ...delivery.headers },
								body: delivery.body,
							})
						).status,
				),
			);
			// No fixed wait for a second execution of the copies: a new delivery after them, and its execution (webhookLifecycle.ts).
			const next = await trigger.delivery(registrations[0], sandbox);
			expect((await deliver(url, next)).status).toBeLessThan(300);
			const runs = await executionsAfter(n8n, created.id, next);
			const ids = eventIds(runs);
			expect(statuses.every((status) => status < 300)).toBe(true);
			expect([runs.length, new Set(ids).size, typeof ids[1]]).toEqual([2, 2, 'string']);
		} finally {
			await n8n.unpublish(created.id);
		}
	},
);

interface PollingReport {
	node: string;
	created: string[];
	emitted: string[];
	workers: string[];
}

/**
 * For a failed polling check: the workflow's executions in n8n's database, whatever their status
 * (the API lists leave some out, e.g. "new"), and main's log lines about it (its publications,
 * activations, crons, polls and the executions they started) with main's warnings and errors and
 * its lines on crashed executions and poll cursors.
 */
function mainLogAbout(workflowId: string, name: string) {
	let executions: string;
	try {
		executions = stack.sql(
			`SELECT id, status, mode, "createdAt", "stoppedAt" FROM execution_entity WHERE "workflowId" = '${workflowId}' ORDER BY id`,
		);
	} catch (error) {
		executions = (error as Error).message;
	}
	const lines = readFileSync(stack.logs.main, 'utf8')
		.split('\n')
		.filter(
			(line) =>
				line.includes(workflowId) ||
				line.includes(`workflow "${name}"`) ||
				/ \| (warn|error) /.test(line) ||
				// the queue recovery marking executions crashed, a poll losing its lease: by execution ID only
				/crashed|dangling|cursor|lease/i.test(line),
		);
	return `--- its executions in the database:\n${executions || 'none'}\n--- main.log about workflow ${workflowId} (last ${Math.min(lines.length, 80)} of ${lines.length} lines)\n${lines
		.slice(-80)
		.map((line) => line.slice(0, 400))
		.join('\n')}`;
}

/** Three polls with a new record before each: every record is emitted exactly once, whichever worker runs the execution. */
async function threePolls(
	fixture: InterfaceFixture,
	trigger: PollingTriggerFixture,
): Promise<PollingReport> {
	const { workflow } = triggerWorkflow(fixture, trigger, await credentialFor(fixture));
	const { ids, runs } = await publishedPolls(n8n, sandbox, fixture, trigger, workflow, 3, {
		position: DURABLE_CURSORS ? async (id) => durableCursor(stack, id) : undefined,
		explain: (id) => mainLogAbout(id, workflow.name),
	});
	return {
		node: trigger.node,
		created: ids,
		emitted: emittedRecords(runs, trigger, ids),
		workers: ranOn(runs),
	};
}

test('polling triggers keep their position across polls run on different workers: over three polls none is emitted twice or skipped', async () => {
	const reports = await polling;
	for (const report of reports)
		console.log(`[queue] ${report.node}: 3 polls ran on ${report.workers.join(', ')}`);
	expect(reports.length).toBeGreaterThan(0);
	for (const report of reports) {
		expect(report.emitted).toEqual(report.created);
		expect(report.workers.every((worker) => /^worker-\d$/.test(worker))).toBe(true);
	}
}, 400_000);

test('every process loaded the pack from its own user folder', () => {
	for (const file of [stack.logs.main, stack.logs.webhook, ...stack.logs.workers])
		expect(readFileSync(file, 'utf8')).not.toMatch(/Failed to load package/i);
});

/**
 * The templates started by a webhook, as the single-process suite runs them (test/e2e/templates.test.ts,
 * whose modules read this stack from BIZOPS_E2E): each reaches its end state through the webhook
 * process and the workers, then acts once per event (templateRepeats.ts). ONCE_ROUNDS (default 1):
 * how many new events are each delivered three times at once.
 */
describe('templates started by a webhook', () => {
	const rounds = Number(process.env.ONCE_ROUNDS) || 1;
	type Repeats = typeof import('../e2e/templateRepeats');
	let repeats: Repeats;
	const started = new Map<string, Promise<{ context: Json; workflowId: string }>>();
	let templates: Map<string, import('../e2e/templates').Template>;
	let scenarios: import('../e2e/templateSandbox').Scenario[];

	beforeAll(async () => {
		repeats = await import('../e2e/templateRepeats');
		const { startTemplate } = await import('../e2e/templateSandbox');
		const { ensureClaimsTable, loadTemplates } = await import('../e2e/templates');
		const { sandboxCredentials } = await import('../e2e/interfaces');
		({ scenarios } = await import('../e2e/templateScenarios'));
		templates = new Map(loadTemplates().map((t) => [t.file, t] as const));
		const imported = {
			credentials: await sandboxCredentials(n8n, sandbox, ' (templates)'),
			claimsTable: await ensureClaimsTable(n8n),
		};
		for (const file of Object.keys(repeats.ONCE)) {
			const scenario = scenarios.find((s) => s.file === file)!;
			const run = startTemplate(templates.get(file)!, scenario, imported, () => undefined);
			run.catch(() => undefined);
			started.set(file, run);
		}
	}, 120_000);

	afterAll(async () => {
		for (const run of started.values())
			await run.then(({ workflowId }) => n8n.unpublish(workflowId)).catch(() => undefined);
	});

	test.each([
		'candidate-hired-to-payroll-and-onboarding',
		'deal-won-to-subscription-and-payment-link',
		'meeting-summary-to-crm-activity',
		'new-conversation-crm-lookup',
		'payment-received-to-invoice',
	])(
		'%s reaches its end state on the workers and acts once per event',
		async (file) => {
			expect(Object.keys(repeats.ONCE).sort()).toContain(file);
			const { context, workflowId } = await withLogsOnFailure(started.get(file)!);
			await withLogsOnFailure(scenarios.find((s) => s.file === file)!.verify(context));
			const figures = await repeats.repeatDeliveries(
				templates.get(file)!,
				workflowId,
				context,
				rounds,
			);
			console.log(
				`[queue] [once] ${file}: one after another: ${repeats.described(figures.sequential)}; at once: ${figures.simultaneous.map(repeats.described).join(' | ')}; burst: ${repeats.describedBurst(figures.burst)}`,
			);
			expect(ranOn(await n8n.executions(workflowId)).every((w) => /^worker-\d$/.test(w))).toBe(
				true,
			);
			repeats.expectOnce(figures);
		},
		300_000 + rounds * 60_000,
	);
});

/**
 * The crash run's short form (test/queue/crash.ts; the long run is `npm run bench:crash`), last,
 * as it kills the processes the other checks use: a fixed seed, one fault of each kind (a worker,
 * the webhook process and the main process killed, PostgreSQL and Redis restarted), each landing
 * while an event's execution runs. No event is lost or done twice; each is done once, or visible
 * as a failed or crashed execution whose retry through the public API then does it once; the
 * polling trigger skips no record and emits one twice only where one of the executions crashed.
 * It imports the five templates again into the sandbox the templates check above used: their
 * scenarios make identifiers of their own each run (templateScenarios.ts, freshRfcParts), their
 * triggers answering Immediately as this check was made for (the lease's takeover, with When the
 * Workflow Finishes, comes after its 10 minutes, past this run's redeliveries).
 */
describe('processes killed under load', () => {
	/** The five templates imported again, once for both checks below (either may run alone with -t) */
	let crashTemplates: ReturnType<typeof startCrashTemplates> | undefined;
	const templatesForCrashes = () =>
		(crashTemplates ??= import('./crashTemplates').then(
			async (module) => await module.startCrashTemplates({ respond: 'onReceived' }),
		));

	test('no event lost or done twice, every visible one done once by its retry, no polled record skipped', async () => {
		const { crashRun } = await import('./crash');
		const { started, credentials } = await templatesForCrashes();
		const result = await withLogsOnFailure(
			crashRun(
				stack,
				started,
				credentials,
				{ seed: 55, events: 18, faultsPerKind: 1, twiceRate: 0.3, paceMs: 1000, pollKills: 0 },
				(line) => console.log(`[queue] [crash] ${line}`),
			),
		);
		const { crashTable } = await import('./crash');
		console.log(`[queue] [crash]\n${crashTable(result.events, result.retried)}`);
		const verdicts = result.events.map((e) => e.verdict);
		expect(verdicts.filter((v) => v !== 'done once' && v !== 'visible')).toEqual([]);
		expect(result.retried.map((r) => r.after)).toEqual(
			verdicts.filter((v) => v === 'visible').map(() => 'done once'),
		);
		expect(result.polling.skipped).toEqual([]);
		for (const twice of result.polling.twice)
			expect(twice.by.some((status) => status !== 'success')).toBe(true);
	}, 1_500_000);

	/**
	 * A fault aimed right after a guarded write's answer (test/queue/crashWrites.ts): PostgreSQL
	 * stopped as the service answers Create Invoice, so the worker has made the invoice and may not
	 * have saved its progress after it; main's queue recovery marks the execution crashed, and its
	 * retry through the public API resumes at Create Invoice or after it, whichever progress was
	 * saved. Either way the invoice exists once: Return Existing Instead of Creating finds the first
	 * try's. An aim lands where the stop comes after the answer and leaves a crashed or failed
	 * execution to retry; the machine decides where the execution is when it comes, so an aim that
	 * does not land is made again, at most three times, and the check fails if none landed.
	 */
	test('a guarded write with PostgreSQL stopped right after its answer (aimed): the retry succeeds and the invoice exists once', async () => {
		const { aimedWritesRun, aimedTable, doneBy, writeAims } = await import('./crashWrites');
		const { started } = await templatesForCrashes();
		const log = (line: string) => console.log(`[queue] [aimed] ${line}`);
		const landed = (r: AimedResult) =>
			/ \d+ ms$/.test(r.landed) && r.firstTries.some((t) => / (crashed|error|failed) /.test(t));
		const aims: AimedResult[] = [];
		while (aims.length < 3 && !aims.some(landed))
			aims.push(
				...(await withLogsOnFailure(aimedWritesRun(stack, started, writeAims('invoice'), log))),
			);
		log(`\n${aimedTable(aims)}`);
		const aim = aims.find(landed) ?? aims[aims.length - 1];
		expect({
			landed: landed(aim),
			retried: aim.retried?.refused ?? aim.retried?.statuses.map((s) => s.replace(/^#\d+ /, '')),
			invoices: doneBy(aim.firstWrites + (aim.retried?.writes ?? 0)),
			templatesCount: aim.eventWrites,
		}).toEqual({ landed: true, retried: ['success'], invoices: 'done once', templatesCount: 1 });
	}, 900_000);
});
