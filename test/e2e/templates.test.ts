import { sandboxCredentials } from './interfaces';
import type { Binding, Template } from './templates';
import { ensureClaimsTable, loadTemplates } from './templates';
import { n8n, sandbox, startTemplate } from './templateSandbox';
import type { Json, Scenario } from './templateSandbox';
import { scenarios } from './templateScenarios';
import { ONCE, described, describedBurst, expectOnce, repeatDeliveries } from './templateRepeats';
import { deliverPastTheClaim, guardedWrites } from './templateRetries';
import { LEASE_TEMPLATE, deliverOverALeftClaim } from './templateLease';

/**
 * Every template of templates/ imported into the real n8n, its credentials bound to the sandbox,
 * published, its trigger event caused in the sandbox (a sale, a form response, a deal won, a
 * payment, a hire, a schedule, a stock drop, a screen offline, a conversation, a meeting's end),
 * and the end state checked in the sandbox. The polling triggers and the schedule poll once a
 * minute: every template is started at once (beforeAll) and each test waits for its own end state.
 * A template started by a webhook then gets its event again (templateRepeats.ts) and must write
 * nothing more (its claims in the data table CLAIMS_TABLE). ONCE_ROUNDS (default 1) sets how many
 * new events are each delivered three times at once. Last, a template that looks its writes up
 * first gets its first event again with the event's claims deleted (templateRetries.ts), as the
 * retry of an execution that wrote and died goes past the claim: it must find and write nothing.
 * And the lease (templateLease.ts): an event whose claim row a killed worker left is done once
 * when the row is older than the lease, and not touched while it is younger.
 */

const ROUNDS = Number(process.env.ONCE_ROUNDS) || 1;

const imported: Pick<Binding, 'credentials' | 'claimsTable'> = { credentials: {} };
const templates = new Map(loadTemplates().map((t) => [t.file, t] as const));
const started = new Map<string, { context: Json; workflowId: string; error?: Error }>();

async function start(scenario: Scenario) {
	await startTemplate(templates.get(scenario.file) as Template, scenario, imported, (entry) =>
		started.set(scenario.file, entry),
	);
}

/** Why a template did not reach its end state: its executions and the error of the last one. */
async function runsOf(workflowId: string) {
	const runs = await n8n.executions(workflowId);
	const failed = runs.find((run) => run.data?.resultData?.error);
	return `executions: ${runs.map((run) => `${run.id} ${run.status}`).join(', ') || 'none'}${
		failed
			? `; execution ${failed.id} failed in ${failed.data.resultData.lastNodeExecuted}: ${failed.data.resultData.error.message} ${failed.data.resultData.error.description ?? ''}`
			: ''
	}`;
}

beforeAll(async () => {
	imported.credentials = await sandboxCredentials(n8n, sandbox, ' (templates)');
	imported.claimsTable = await ensureClaimsTable(n8n);
	await Promise.all(
		scenarios.map((scenario) =>
			start(scenario).catch((error: Error) => {
				const entry = started.get(scenario.file);
				if (entry) entry.error = error;
				else started.set(scenario.file, { context: {}, workflowId: '', error });
			}),
		),
	);
}, 240_000);

afterAll(async () => {
	for (const { workflowId } of started.values())
		if (workflowId) await n8n.unpublish(workflowId).catch(() => undefined);
});

test('every template in templates/ has an end-to-end scenario', () => {
	expect([...templates.keys()].filter((file) => !scenarios.some((s) => s.file === file))).toEqual(
		[],
	);
	expect(templates.size).toBeGreaterThanOrEqual(10);
});

test.each(scenarios.map((scenario) => [scenario.file, scenario] as const))(
	'%s runs in n8n and reaches its end state in the sandbox',
	async (_file, scenario) => {
		const entry = started.get(scenario.file)!;
		if (entry.error)
			throw new Error(
				`${entry.error.message}${entry.workflowId ? `; ${await runsOf(entry.workflowId)}` : ''}`,
			);
		try {
			await scenario.verify(entry.context);
		} catch (error) {
			throw new Error(`${(error as Error).message}; ${await runsOf(entry.workflowId)}`);
		}
	},
);

test.each(scenarios.filter((s) => s.file in ONCE).map((s) => [s.file, s] as const))(
	'%s acts once per event: its delivery three times one after another, a new one three times at once, different ones at once',
	async (file) => {
		const entry = started.get(file)!;
		if (entry.error) throw new Error(`the template did not start: ${entry.error.message}`);
		const figures = await repeatDeliveries(
			templates.get(file)!,
			entry.workflowId,
			entry.context,
			ROUNDS,
		);
		console.log(
			`[once] ${file}: one after another: ${described(figures.sequential)}; at once: ${figures.simultaneous.map(described).join(' | ')}; burst: ${describedBurst(figures.burst)}`,
		);
		expectOnce(figures);
	},
	240_000 + ROUNDS * 60_000,
);

test.each(
	scenarios
		.filter((s) => s.file in ONCE && guardedWrites(templates.get(s.file)!).length)
		.map((s) => [s.file] as const),
)(
	'%s: its event delivered again past the claim, as the retry of an execution that wrote and died, finds what it wrote and writes nothing again',
	async (file) => {
		const entry = started.get(file)!;
		if (entry.error) throw new Error(`the template did not start: ${entry.error.message}`);
		const again = await deliverPastTheClaim(templates.get(file)!, entry.workflowId, entry.context);
		console.log(`[past the claim] ${file}: ${JSON.stringify(again)}`);
		expect(again).toEqual({
			outcome: 'passed',
			writes: guardedWrites(templates.get(file)!).map((write) => ({ write, outputs: [1] })),
			records: [1, 1],
		});
	},
	180_000,
);

describe(`${LEASE_TEMPLATE}: an event whose first try was killed after its claim (the row left not done)`, () => {
	const deliver = async (ageMinutes: number) => {
		const entry = started.get(LEASE_TEMPLATE)!;
		if (entry.error) throw new Error(`the template did not start: ${entry.error.message}`);
		const result = await deliverOverALeftClaim(
			templates.get(LEASE_TEMPLATE)!,
			entry.workflowId,
			entry.context,
			ageMinutes,
		);
		console.log(`[lease] row left ${ageMinutes} min ago: ${JSON.stringify(result)}`);
		return result;
	};

	test('delivered again once the row is older than the lease (10 min): taken over, done once, answered 200', async () => {
		expect(await deliver(60)).toEqual({
			answered: 200,
			outcome: 'passed',
			records: 1,
			firstRow: { takenOver: true, done: true },
		});
	}, 120_000);

	test('delivered again while the row is younger: fails at the claim, writes nothing, answered 500 (the service sends it again later)', async () => {
		expect(await deliver(1)).toEqual({
			answered: 500,
			outcome: 'held elsewhere',
			records: 0,
			firstRow: { takenOver: false, done: false },
		});
	}, 120_000);
});
