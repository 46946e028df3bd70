import fc from 'fast-check';
import type { IBinaryKeyData, INodeParameters, INodeProperties } from 'n8n-workflow';

import { TIMEOUT } from '../../nodes/shared/runOptions';
import { FIXTURES } from '../fixtures';
import { plausibleParameters } from '../fuzz/generators';
import type { NodeSetup } from '../harness/engine';
import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { seedDemoData } from '../sandbox';
import type { FaultKind } from '../sandbox/faults';
import type { Outcome } from '../sandbox/faults';
import { FAULT_KINDS, MAY_HAVE, outcomeOf, seeded } from '../sandbox/faults';
import { pickedFromLists } from './picked';
import { GIVEN, actionNodes, inputFile, operationsOf } from '../shared/operations';

/**
 * Every write operation of every action node under network faults (test/sandbox/faults.ts). Each
 * item must end as exactly one of: its output, the write applied once; or an error that says so:
 * not applied (the service refused it), or that it may have reached the service. Never applied
 * twice (a duplicate), never applied while the user is told only that it failed (lost).
 * FAULT_RUNS (default 1) repeats the seeded rounds at 10 items at once; FAULT_SEED sets the seed.
 */

const RUNS = Number(process.env.FAULT_RUNS ?? 1);
const SEED = Number(process.env.FAULT_SEED ?? 30);
/** Samples tried to find values a write's rules accept */
const TRIES = 40;
/** The node's shortest timeout */
const TIMEOUT_MS = 1000;
/**
 * The timeout of the run whose answer comes late (the slowAfter fault, after it): lowered below
 * the option's minimum, so that 143 writes do not each wait out a second. A request of that run
 * that times out for the machine's load instead is tried again or said to have maybe taken
 * effect: never a duplicate nor a loss, which is all the test reads.
 */
const SLOW_TIMEOUT_MS = 100;

const bed = useSandbox();
beforeAll(() => (TIMEOUT.shortestMs = SLOW_TIMEOUT_MS));
afterAll(() => (TIMEOUT.shortestMs = TIMEOUT_MS));

const table = new Map<string, Record<Outcome | 'notExercised', number>>();
/** The writes no working values were found for, by node */
const unexercised = new Map<string, string[]>();
const count = (node: string, outcome: Outcome | 'notExercised', n = 1) => {
	const row = table.get(node) ?? {
		appliedOnce: 0,
		notAppliedSaid: 0,
		mayHaveReachedSaid: 0,
		duplicate: 0,
		lost: 0,
		notExercised: 0,
	};
	row[outcome] += n;
	table.set(node, row);
};

/** The parameters with every collection of optional fields (Additional Fields, Options...) empty */
const withoutOptional = (parameters: Record<string, unknown>, properties: INodeProperties[]) =>
	Object.fromEntries(
		Object.entries(parameters).map(([name, value]) => [
			name,
			properties.some((p) => p.name === name && p.type === 'collection') ? {} : value,
		]),
	);

/** The resource a `<resource>Id` parameter names */
const resourceOf = (name: string) => /^(\w+)Id$/.exec(name)?.[1];

/** IDs of seeded records of the resources named, as each resource's Get Many lists them */
async function seededIds(
	setup: Omit<NodeSetup, 'parameters'>,
	node: (typeof actionNodes)[number],
	resources: string[],
) {
	const ids = new Map<string, string>();
	for (const [, resource, operation] of operationsOf(node)) {
		if (operation !== 'getAll' || !resources.includes(resource) || ids.has(resource)) continue;
		const { items } = await runNode(
			{ ...setup, parameters: { resource, operation, returnAll: true } },
			[{}],
		).catch(() => ({ items: [] }));
		const id = items.find((item) => item.json.id !== undefined)?.json.id;
		if (id !== undefined) ids.set(resource, String(id));
	}
	return ids;
}

/** `<resource>Id` parameters set to a seeded record of that resource (a picker keeps its shape) */
const withSeededIds = (parameters: Record<string, unknown>, ids: Map<string, string>) =>
	Object.fromEntries(
		Object.entries(parameters).map(([name, value]) => {
			const id = ids.get(resourceOf(name) ?? '');
			if (id === undefined) return [name, value];
			return [
				name,
				value && typeof value === 'object' ? { __rl: true, mode: 'id', value: id } : id,
			];
		}),
	);

afterAll(() => {
	const columns: Array<Outcome | 'notExercised'> = [
		'appliedOnce',
		'notAppliedSaid',
		'mayHaveReachedSaid',
		'duplicate',
		'lost',
		'notExercised',
	];
	const lines = [
		`Writes under faults (seed ${SEED}, ${RUNS} round(s) at 10 at once):`,
		['node', ...columns].map((c) => c.padEnd(20)).join(''),
		...[...table].map(([node, row]) =>
			[node, ...columns.map((c) => String(row[c]))].map((c) => c.padEnd(20)).join(''),
		),
	];
	for (const [node, names] of unexercised)
		lines.push(`not exercised, ${node}: ${names.join(', ')}`);
	process.stdout.write(`${lines.join('\n')}\n`);
});

describe.each(actionNodes.map((node) => [node.description.name, node] as const))(
	'%s',
	(nodeName, node) => {
		const credentialType = node.description.credentials![0].name;
		const fixture = FIXTURES.find((f) => f.credential.type === credentialType)!;
		// Read when a test runs: the sandbox's port is known only then.
		const credentials = () => ({
			[credentialType]: fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
		});
		const writes = operationsOf(node).filter(([, , , handler]) => handler.option.kind === 'write');
		const run = (
			resource: string,
			operation: string,
			parameters: Record<string, unknown>,
			items: number,
			file: IBinaryKeyData,
			timeout = TIMEOUT_MS,
		) =>
			runNode(
				{
					type: nodeName,
					parameters: {
						...parameters,
						resource,
						operation,
						runOptions: { timeout, ...(items > 1 ? { itemsAtOnce: 10 } : {}) },
					} as INodeParameters,
					credentials: credentials(),
					continueOnFail: true,
				},
				Array.from({ length: items }, () => ({})),
				Array.from({ length: items }, () => file),
			);

		test.each(writes)(
			'%s: each fault ends in one said outcome, never twice',
			async (name, resource, operation, handler) => {
				// The node-wide settings (Run Options, an account override) keep their defaults.
				const properties: INodeProperties[] = handler.description;
				const given = GIVEN[`${nodeName} ${name}`];
				const file = given?.file ?? inputFile;
				const samples = fc.sample(plausibleParameters(properties), { numRuns: TRIES, seed: SEED });
				// As a user fills them in: the IDs of existing records, a dropdown's first entry. The
				// sandbox gives records new IDs each time it is seeded afresh: fill them in after it.
				const setup = { type: nodeName, credentials: credentials() };
				// The resources whose records a `<resource>Id` parameter of this write names
				const named = Object.keys(samples[0] ?? {}).flatMap((key) => resourceOf(key) ?? []);
				let ids: Map<string, string> | undefined;
				const fresh = async () => {
					// A request of the last run its client gave up on is read before the reset, not after.
					await bed.sandbox.settle();
					bed.sandbox.reset();
					seedDemoData(bed.interfaces);
					// Billing's limiter counts real minutes; its 429s come from the faults here.
					bed.interfaces.pay_integration.state.limiter.limit = Number.MAX_SAFE_INTEGER;
					ids = undefined;
				};
				const filledIn = async (sample: Record<string, unknown>) => {
					// Given values name the records their `prepare` makes ready in the sandbox.
					if (sample === given?.parameters)
						return { ...sample, ...given.prepare?.(bed.interfaces), resource, operation };
					ids ??= await seededIds(setup, node, named);
					const parameters = { ...withSeededIds(sample, ids), resource, operation };
					return await pickedFromLists(
						{ ...setup, parameters: parameters as INodeParameters },
						properties,
					);
				};
				// Values this write's rules accept, found without faults: first with the optional fields left out.
				let working: Record<string, unknown> | undefined;
				/** What the last sample tried was answered: the reason no values were found */
				let answer = '';
				const tried = new Set<string>();
				await fresh();
				for (const sample of [
					...(given ? [given.parameters] : []),
					...samples.map((sample) => withoutOptional(sample, properties)),
					...samples,
				]) {
					// A sample that changed something leaves a changed service behind.
					if (bed.sandbox.applied > 0) await fresh();
					const parameters = await filledIn(sample);
					const key = JSON.stringify(parameters);
					if (tried.has(key)) continue;
					tried.add(key);
					const { items } = await run(resource, operation, parameters, 1, file).catch((e) => ({
						items: [{ json: { error: String(e) } }],
					}));
					answer = String(items[0]?.json.error ?? `applied ${bed.sandbox.applied}`);
					if (bed.sandbox.applied === 1 && items.length && !items[0].json.error) {
						working = sample;
						break;
					}
				}
				if (!working) {
					unexercised.set(nodeName, [...(unexercised.get(nodeName) ?? []), `${name} (${answer})`]);
					count(nodeName, 'notExercised');
				}
				// A write the suite cannot run proves nothing: give it values a user would (GIVEN in
				// test/shared/operations.ts, with a `prepare` where it needs records in some state).
				expect(working ? 'exercised' : `no working values, the last answer: ${answer}`).toBe(
					'exercised',
				);
				if (!working) return;

				for (const kind of FAULT_KINDS) {
					await fresh();
					const parameters = await filledIn(working);
					const timeout = kind === 'slowAfter' ? SLOW_TIMEOUT_MS : TIMEOUT_MS;
					bed.sandbox.faults = { script: [kind], slowMs: timeout + 500 };
					const { items, error } = await run(resource, operation, parameters, 1, file, timeout);
					const item = items[0]?.json;
					const message = error?.message ?? (item?.error as string | undefined);
					const outcome = outcomeOf(message, bed.sandbox.applied);
					count(nodeName, outcome);
					expect({ kind, outcome, message }).toEqual({
						kind,
						outcome: expect.not.stringMatching(/^(duplicate|lost)$/),
						message,
					});
				}

				// Ten items at once under seeded faults: never more applied than outputs plus those that may have reached.
				for (let round = 0; round < RUNS; round++) {
					await fresh();
					const parameters = await filledIn(working);
					bed.sandbox.faults = {
						rate: 0.3,
						kinds: FAULT_KINDS.filter((kind: FaultKind) => kind !== 'slowAfter'),
						random: seeded(SEED + round),
					};
					const { items } = await run(resource, operation, parameters, 10, file);
					const outputs = items.filter((i) => !i.json.error).length;
					const mayHave = items.filter((i) => MAY_HAVE.test(String(i.json.error ?? ''))).length;
					expect(items.map((i) => i.pairedItem)).toEqual(
						Array.from({ length: 10 }, (_, item) => ({ item })),
					);
					// Every output's write reached the service; no effect beyond those said.
					expect(bed.sandbox.appliedRequests).toBeGreaterThanOrEqual(outputs);
					expect(bed.sandbox.applied).toBeLessThanOrEqual(outputs + mayHave);
				}
			},
		);
	},
);
