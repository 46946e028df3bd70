import fc from 'fast-check';
import type { IBinaryKeyData, IDataObject, INodeParameters, INodeProperties } from 'n8n-workflow';

import { FIXTURES } from '../e2e/interfaces';
import { plausibleParameters } from '../fuzz/generators';
import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { seedDemoData } from '../sandbox';
import type { FaultKind } from '../sandbox/faults';
import { FAULT_KINDS, seeded } from '../sandbox/faults';
import { GIVEN, actionNodes, inputFile, operationsOf } from '../shared/operations';

/**
 * Every write operation of every action node under network faults (test/sandbox/faults.ts). Each
 * item must end as exactly one of: its output, the write applied once; or an error that says so:
 * not applied (the service refused it), or that it may have reached the service. Never applied
 * twice (a duplicate), never applied while the user is told only that it failed (lost).
 * FAULT_RUNS (default 1) repeats the seeded rounds at 10 items at once; FAULT_SEED sets the seed.
 */

// Retries wait with n8n's sleep: no need to wait here.
jest.mock('n8n-workflow', () => ({
	...jest.requireActual('n8n-workflow'),
	sleep: async () => {},
}));

const RUNS = Number(process.env.FAULT_RUNS ?? 1);
const SEED = Number(process.env.FAULT_SEED ?? 30);
/** Samples tried to find values a write's rules accept */
const TRIES = 40;
/** The node's shortest timeout; a slow answer comes after it */
const TIMEOUT_MS = 1000;

const bed = useSandbox();
const fresh = () => {
	bed.sandbox.reset();
	seedDemoData(bed.interfaces);
};

type Outcome = 'appliedOnce' | 'notAppliedSaid' | 'mayHaveReachedSaid' | 'duplicate' | 'lost';
const table = new Map<string, Record<Outcome | 'notExercised', number>>();
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

const MAY_HAVE = /may have (reached|taken effect)/;
/** A definite refusal: the service answered 4xx (429 included), or no connection was made */
const REFUSED = /answered 4\d\d|could not reach/;

/** One item's end: its output or its error, and how often the service applied its write. */
function outcomeOf(output: IDataObject | undefined, error: string | undefined, applied: number) {
	if (applied > 1) return 'duplicate';
	if (error === undefined) return applied === 1 ? 'appliedOnce' : 'lost';
	if (MAY_HAVE.test(error)) return 'mayHaveReachedSaid';
	if (applied === 0 && REFUSED.test(error)) return 'notAppliedSaid';
	return 'lost';
}

/** The parameters with every collection of optional fields (Additional Fields, Options...) empty */
const withoutOptional = (parameters: Record<string, unknown>, properties: INodeProperties[]) =>
	Object.fromEntries(
		Object.entries(parameters).map(([name, value]) => [
			name,
			properties.some((p) => p.name === name && p.type === 'collection') ? {} : value,
		]),
	);

/** IDs of the seeded records by resource, as each resource's Get Many lists them */
async function seededIds(
	type: string,
	node: (typeof actionNodes)[number],
	credentials: ReturnType<(typeof FIXTURES)[number]['credential']['data']> extends infer C
		? Record<string, C>
		: never,
) {
	const ids = new Map<string, string>();
	for (const [, resource, operation] of operationsOf(node)) {
		if (operation !== 'getAll' || ids.has(resource)) continue;
		const { items } = await runNode(
			{ type, parameters: { resource, operation, returnAll: true }, credentials },
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
			const id = ids.get(/^(\w+)Id$/.exec(name)?.[1] ?? '');
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
		const nodeWide = node.description.properties.filter(
			(p) => !['resource', 'operation'].includes(p.name) && !p.displayOptions?.show?.resource,
		);
		const writes = operationsOf(node).filter(([, , , handler]) => handler.option.kind === 'write');
		const run = (
			resource: string,
			operation: string,
			parameters: Record<string, unknown>,
			items: number,
			file: IBinaryKeyData,
		) =>
			runNode(
				{
					type: nodeName,
					parameters: {
						...parameters,
						resource,
						operation,
						runOptions: { timeout: TIMEOUT_MS, ...(items > 1 ? { itemsAtOnce: 10 } : {}) },
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
				const properties: INodeProperties[] = [...handler.description, ...nodeWide];
				const given = GIVEN[`${nodeName} ${name}`];
				const file = given?.file ?? inputFile;
				// Values this write's rules accept, found without faults.
				let working: Record<string, unknown> | undefined;
				const ids = await seededIds(nodeName, node, credentials());
				const samples = fc.sample(plausibleParameters(properties), { numRuns: TRIES, seed: SEED });
				// As a user fills them in: the optional fields left out, the IDs of existing records.
				const plain = samples.map((sample) =>
					withSeededIds(withoutOptional(sample, properties), ids),
				);
				for (const parameters of [
					...(given ? [given.parameters] : []),
					...plain,
					...samples.map((sample) => withSeededIds(sample, ids)),
				]) {
					fresh();
					const { items } = await run(resource, operation, parameters, 1, file).catch(() => ({
						items: [],
					}));
					if (bed.sandbox.applied === 1 && items.length && !items[0].json.error) {
						working = parameters;
						break;
					}
				}
				if (!working) return count(nodeName, 'notExercised');

				for (const kind of FAULT_KINDS) {
					fresh();
					bed.sandbox.faults = { script: [kind], slowMs: TIMEOUT_MS + 500 };
					const { items, error } = await run(resource, operation, working, 1, file);
					const item = items[0]?.json;
					const message = error?.message ?? (item?.error as string | undefined);
					const outcome = outcomeOf(item, message, bed.sandbox.applied);
					count(nodeName, outcome);
					expect({ kind, outcome, message }).toEqual({
						kind,
						outcome: expect.not.stringMatching(/^(duplicate|lost)$/),
						message,
					});
				}

				// Ten items at once under seeded faults: never more applied than outputs plus those that may have reached.
				for (let round = 0; round < RUNS; round++) {
					fresh();
					bed.sandbox.faults = {
						rate: 0.3,
						kinds: FAULT_KINDS.filter((kind: FaultKind) => kind !== 'slowAfter'),
						random: seeded(SEED + round),
					};
					const { items } = await run(resource, operation, working, 10, file);
					const outputs = items.filter((i) => !i.json.error).length;
					const mayHave = items.filter((i) => MAY_HAVE.test(String(i.json.error ?? ''))).length;
					expect(items.map((i) => i.pairedItem)).toEqual(
						Array.from({ length: 10 }, (_, item) => ({ item })),
					);
					expect(bed.sandbox.applied).toBeGreaterThanOrEqual(outputs);
					expect(bed.sandbox.applied).toBeLessThanOrEqual(outputs + mayHave);
				}
			},
		);
	},
);
