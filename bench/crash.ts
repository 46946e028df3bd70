/**
 * npm run bench:crash: nothing lost when a process dies (issue 55). n8n's queue mode as the
 * queue-mode suite runs it (PostgreSQL, Redis with an append-only file, main, a webhook process,
 * two workers, the pack installed in each), the five templates started by a webhook published and
 * past their first event, then the stream of test/queue/crash.ts: CRASH_EVENTS events (default 60)
 * with CRASH_FAULTS faults of each kind (default 3), CRASH_TWICE of them delivered twice (default
 * 0.3), all drawn from CRASH_SEED (default 55); CRASH_KINDS (e.g. `postgres,worker`) keeps those
 * kinds of fault only; then CRASH_POLL_KILLS main kills (default 3) by the sandbox at the polling
 * trigger's polls (test/queue/crashPolling.ts). CRASH_EVENTS=0 runs that polling part alone:
 * CRASH_POLL_RECORDS records made first (default 3), then a kill per moment of CRASH_POLL_AT
 * (`hold,9,20`: while the sandbox holds the poll's request, 9 ms and 20 ms after its answer;
 * `postgres:5`: PostgreSQL stopped, fast, 5 ms after it, instead of main killed) or
 * the CRASH_POLL_KILLS drawn from the seed. CRASH_WRITE_AT (`invoice,paymentLink:3`, `all`, `guarded`,
 * `unguarded`: test/queue/crashWrites.ts) runs instead of the stream a fault aimed at each write:
 * PostgreSQL stopped by the sandbox that many ms (default 0) after its answer to the write, then
 * each crashed execution retried. CRASH_DURABLE_CURSORS=1 turns n8n's durable poll cursors on. CRASH_PATTERN=before imports
 * the templates as they were before issue 55 (no saved execution progress). CRASH_RECOVERY_MINUTES
 * (default 1) is main's queue recovery interval, which marks crashed the executions a fault left
 * unfinished (n8n's default, 180, leaves them running past the bench's end); CRASH_RETRY_DONE=0
 * retries the visible events only, not also the crashed executions of events done once. CRASH_RESPOND=onReceived
 * imports the templates with their triggers' Respond set to Immediately (as before the lease;
 * default: as they ship, When the Workflow Finishes); SANDBOX_DELIVERY_TIMEOUT_MS is how long the service waits for an answer
 * (default 2 s for the sandbox's posts, 5 s for the bench's), SANDBOX_QUEUED_DELIVERIES=1 makes the
 * sandbox answer the call that caused an event without waiting for its delivery. CRASH_N8N_ENV
 * (`QUEUE_WORKER_LOCK_DURATION=3600000,...`) gives every n8n process more settings. Prints the schedule, a
 * table per fault kind, the retries of the visible events and the polling trigger's skipped and
 * repeated records. Never fails the build. Its processes and data live under the system's temp folder and end with it.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { N8nClient } from '../test/harness/n8nClient';
import { startQueueStack } from '../scripts/n8n/queueStack';
import { ensureToolchain } from '../scripts/n8n/toolchain';
import type { FaultKind } from '../test/queue/crash';
import type { PollKill, pollingRun } from '../test/queue/crashPolling';

type PollingReport = Awaited<ReturnType<typeof pollingRun>>;

const options = {
	seed: Number(process.env.CRASH_SEED ?? 55),
	events: Number(process.env.CRASH_EVENTS ?? 60),
	faultsPerKind: Number(process.env.CRASH_FAULTS ?? 3),
	kinds: process.env.CRASH_KINDS?.split(',') as FaultKind[] | undefined,
	twiceRate: Number(process.env.CRASH_TWICE ?? 0.3),
	paceMs: Number(process.env.CRASH_PACE_MS ?? 1000),
	pollKills: Number(process.env.CRASH_POLL_KILLS ?? 3),
	recoveryMinutes: Number(process.env.CRASH_RECOVERY_MINUTES ?? 1),
	retryDone: process.env.CRASH_RETRY_DONE !== '0',
};
/** The polling part's own options (its kills' moments are drawn from the seed unless CRASH_POLL_AT names them) */
const polling = {
	at: process.env.CRASH_POLL_AT?.split(',').map((at) => {
		const [postgres, moment] = at.startsWith('postgres:') ? [true, at.slice(9)] : [false, at];
		return moment === 'hold'
			? { afterMs: 0, holding: true, postgres }
			: { afterMs: Number(moment), holding: false, postgres };
	}),
	records: Number(process.env.CRASH_POLL_RECORDS ?? 3),
	durableCursors: process.env.CRASH_DURABLE_CURSORS === '1',
};
/** CRASH_WRITE_AT: the writes a fault is aimed right after (test/queue/crashWrites.ts) */
const writesAt = process.env.CRASH_WRITE_AT;
/** CRASH_PATTERN=before: the templates as they were before issue 55's change (no saved execution progress) */
const saveProgress = process.env.CRASH_PATTERN !== 'before';
const respond = process.env.CRASH_RESPOND === 'onReceived' ? 'onReceived' : 'lastNode';
/** CRASH_N8N_ENV: more n8n settings for every process, `NAME=value` separated by commas */
const n8nEnv = Object.fromEntries(
	(process.env.CRASH_N8N_ENV ?? '')
		.split(',')
		.filter(Boolean)
		.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
/** CRASH_LEASE_MINUTES: the lease of the templates' claims (default as shipped, 10 min) */
const leaseMinutes = process.env.CRASH_LEASE_MINUTES
	? Number(process.env.CRASH_LEASE_MINUTES)
	: undefined;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** How long the service waited for its answers: count, median and longest */
function waited(waits: number[]) {
	const sorted = [...waits].sort((a, b) => a - b);
	return sorted.length
		? `${sorted.length} answers, median ${seconds(sorted[Math.floor((sorted.length - 1) / 2)])}, longest ${seconds(sorted.at(-1)!)}`
		: 'no answers';
}

const killMoment = (kill: PollKill) =>
	`${kill.postgres ? 'PostgreSQL stopped' : 'main killed'} ${kill.holding ? 'holding its request' : `${kill.afterMs} ms after its answer`}`;

/** The polling trigger's records: skipped, emitted twice, and each aimed kill's record */
function printPolling(report: PollingReport) {
	console.log(
		`\npolling (${report.node}): ${report.created} records, ${report.executions} executions (${report.crashedExecutions} crashed or failed), skipped ${report.skipped.length}, emitted twice ${report.twice.length}${report.twice.length ? ` (${report.twice.map((t) => `${t.id}: ${t.by.join('+')}`).join(', ')})` : ''}`,
	);
	for (const r of report.retried)
		console.log(
			`  execution ${r.execution} (${r.records} records) retried: ${r.retries.join('; ') || 'no retry execution'}`,
		);
	for (const a of report.aimed)
		console.log(
			`  record ${a.id}, ${a.when}: emitted by ${a.emittedBy.join(', ') || 'no execution (skipped)'}`,
		);
}

async function main() {
	const toolchain = ensureToolchain();
	const home = path.join(os.tmpdir(), `bizops-crash-${process.pid}`);
	const stack = await startQueueStack(toolchain, {
		home,
		workers: 2,
		redisAppendOnly: true,
		supervise: true,
		queueRecoveryMinutes: options.recoveryMinutes,
		durableCursors: polling.durableCursors,
		n8nEnv,
	});
	const stopping = () => void stack.stop().finally(() => process.exit(1));
	process.once('SIGINT', stopping);
	process.once('SIGTERM', stopping);
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		process.env.BIZOPS_E2E = JSON.stringify({
			n8nUrl: stack.n8nUrl,
			webhookUrl: stack.webhookUrl,
			sandboxUrl: stack.sandboxUrl,
			session: n8n.session,
			n8nVersion: toolchain.release.version,
		});
		// These read the stack from BIZOPS_E2E when loaded.
		const { startCrashTemplates } = await import('../test/queue/crashTemplates');
		const { crashRun, crashTable, crashPlan } = await import('../test/queue/crash');
		if (options.events === 0) {
			const { sandboxCredentials } = await import('../test/e2e/interfaces');
			const { sandbox } = await import('../test/e2e/templateSandbox');
			const { pollingRun } = await import('../test/queue/crashPolling');
			const drawn = crashPlan(options);
			const plan = { pollSecond: drawn.pollSecond, pollKills: polling.at ?? drawn.pollKills };
			console.log(
				`\nCrash bench, polling part alone (n8n ${toolchain.release.version}, its durable poll cursors ${polling.durableCursors ? 'on' : 'off'}): seed ${options.seed}, ${polling.records} records first, the polling trigger polls at second ${plan.pollSecond} of each minute, ${plan.pollKills.length} kills by the sandbox at a poll (${plan.pollKills.map(killMoment).join(', ')})\n`,
			);
			const credentials = await sandboxCredentials(n8n, sandbox);
			printPolling(
				await pollingRun(stack, credentials, plan, polling.records, (line) =>
					console.log(`[fault] ${line}`),
				),
			);
			return;
		}
		const { started, credentials } = await startCrashTemplates({
			saveProgress,
			respond,
			leaseMinutes,
		});
		if (writesAt) {
			const { aimedWritesRun, aimedSummary, aimedTable, writeAims } =
				await import('../test/queue/crashWrites');
			const aims = writeAims(writesAt);
			console.log(
				`\nCrash bench, faults aimed right after a write (n8n ${toolchain.release.version}; queue recovery every ${options.recoveryMinutes} min${process.env.CRASH_N8N_ENV ? `; ${process.env.CRASH_N8N_ENV}` : ''}): ${aims.map((a) => `${a.ends === 'worker' ? 'its worker killed' : 'PostgreSQL stopped'} ${a.afterMs} ms after ${a.write}`).join(', ')}\n`,
			);
			const results = await aimedWritesRun(stack, started, aims, (line) =>
				console.log(`[fault] ${line}`),
			);
			console.log(`\n${aimedTable(results)}\n\n${aimedSummary(results).join('\n')}`);
			return;
		}
		const plan = crashPlan(options, [...started.templates.keys()].sort());
		console.log(
			`\nCrash bench (templates ${saveProgress ? 'saving their execution progress' : 'as before issue 55: progress not saved'}, their webhooks answered ${respond === 'lastNode' ? 'when the workflow finishes' : 'immediately'}, lease ${leaseMinutes ?? 10} min; queue recovery every ${options.recoveryMinutes} min; n8n ${toolchain.release.version}): seed ${options.seed}, ${plan.events.length} events (${plan.events.filter((e) => e.twice).length} delivered twice), ${plan.faults.length} faults (${(plan.faults.length / plan.events.length).toFixed(2)} per event): ${plan.faults.map((f) => `${f.process} ${f.afterMs} ms after event ${f.at}`).join(', ')}; the polling trigger polls at second ${plan.pollSecond} of each minute, ${plan.pollKills.length} kills by the sandbox at a poll (${plan.pollKills.map(killMoment).join(', ')})\n`,
		);
		const result = await crashRun(stack, started, credentials, options, (line) =>
			console.log(`[fault] ${line}`),
		);
		console.log(`\n${crashTable(result.events, result.retried)}\n`);
		for (const segment of new Set(result.events.map((e) => e.segment)))
			console.log(
				`the service waited (${segment}): ${waited(result.events.filter((e) => e.segment === segment).flatMap((e) => e.waits))}`,
			);
		console.log(
			`processes that exited unasked (started again): ${stack.exitedOnTheirOwn.join(', ') || 'none'}`,
		);
		console.log(`service redeliveries of events it never saw accepted: ${result.serviceRetries}`);
		console.log(
			`deliveries no event of the stream caused (the conversations Deal won opens in Chat), not judged: ${result.others}`,
		);
		// The events not simply done once by one successful execution
		const plain = (e: (typeof result.events)[number]) =>
			e.verdict === 'done once' && e.statuses.length === 1 && / success /.test(e.statuses[0]);
		for (const event of result.events.filter((e) => !plain(e)))
			console.log(
				`event ${event.index} (${event.template}, ${event.segment}${event.twice ? ', twice' : ''}): ${event.verdict}; answers ${event.answers.join(' | ')} (waited ${event.waits.map(seconds).join(', ')}); executions ${event.statuses.join(', ') || 'none'}${event.causeError ? `; not caused: ${event.causeError}` : ''}`,
			);
		for (const r of result.retried)
			console.log(
				`event ${r.index} retried: ${r.after}; its executions then ${r.statuses.join(', ')}`,
			);
		console.log(
			`failed executions left without their event's data (a worker killed under them), retried: ${result.blank.join(', ') || 'none'}${result.blankRetries.length ? `; their retries ${result.blankRetries.join(', ')}` : ''}`,
		);
		console.log(
			`events done once with a crashed or failed execution, retried as a user who sees it would: ${result.retriedDone.length}, then done twice ${result.retriedDone.filter((r) => r.after === 'done twice').length}`,
		);
		for (const r of result.retriedDone)
			console.log(
				`event ${r.index} (done once) retried: ${r.after}; its executions then ${r.statuses.join(', ')}`,
			);
		printPolling(result.polling);
	} finally {
		await stack.stop();
		rmSync(home, { recursive: true, force: true });
	}
}

main().catch((error) => {
	console.error('benchmark failed:', error);
	process.exitCode = 1;
});
