import type { INodeParameters } from 'n8n-workflow';

import { FIXTURES } from '../fixtures';
import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { seedDemoData } from '../sandbox';
import { FAULT_KINDS, seeded } from '../sandbox/faults';
import { actionNodes, operationsOf } from '../shared/operations';
import { pickedFromLists } from './picked';

/**
 * Every list (Get Many, Return All) of every action node under the faults the writes meet, on
 * every request: reads are retried, so each run ends with exactly the records a run without
 * faults returns, in the same order, or fails saying why; never with records missing or twice.
 */

const SEED = Number(process.env.FAULT_SEED ?? 30);
const RUNS = 5;

const bed = useSandbox();

/** Lists given more records than a page holds (100), so that faults meet a walk over pages */
const MANY: Record<string, () => void> = {
	'workspaceCrm contact → getAll': () => bed.interfaces.workspace_crm.state.seedContacts(250),
	'salesCrm contact → getAll': () => {
		for (let i = 0; i < 250; i++)
			bed.interfaces.sales_crm.state.addContact({
				name: `Many ${i}`,
				email: `many${i}@example.com`,
			});
	},
};

const lists = actionNodes.flatMap((node) =>
	operationsOf(node)
		.filter(([, , operation]) => operation === 'getAll')
		.map(
			([name, resource, , handler]) =>
				[`${node.description.name} ${name}`, node, resource, handler.description] as const,
		),
);

test.each(lists)(
	'%s: under faults the same records, or a said failure',
	async (name, node, resource, properties) => {
		seedDemoData(bed.interfaces);
		MANY[name]?.();
		bed.interfaces.pay_integration.state.limiter.limit = Number.MAX_SAFE_INTEGER;
		const credentialType = node.description.credentials![0].name;
		const fixture = FIXTURES.find((f) => f.credential.type === credentialType)!;
		const setup = {
			type: node.description.name,
			credentials: {
				[credentialType]: fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
			},
		};
		// The list's parent (a form, a conversation) picked as a user does: the first the node lists.
		const pickers = properties.filter((p) => p.type === 'resourceLocator' && p.required);
		const parameters = await pickedFromLists(
			{
				...setup,
				parameters: {
					...Object.fromEntries(pickers.map((p) => [p.name, p.default])),
					resource,
					operation: 'getAll',
					returnAll: true,
				} as INodeParameters,
			},
			properties,
		);
		const list = async () =>
			await runNode({ ...setup, parameters: parameters as INodeParameters }, [{}]);
		const ids = (items: Awaited<ReturnType<typeof list>>['items']) =>
			items.map((item) => JSON.stringify(item.json.id ?? item.json));
		const expected = ids((await list()).items);
		if (MANY[name]) expect(expected.length).toBeGreaterThan(250);
		const random = seeded(SEED);
		let ended = 0;
		for (let run = 0; run < RUNS; run++) {
			bed.sandbox.faults = {
				rate: 0.3,
				requests: 'all',
				kinds: FAULT_KINDS.filter((kind) => kind !== 'slowAfter'),
				random,
			};
			try {
				expect(ids((await list()).items)).toEqual(expected);
				ended++;
			} catch (error) {
				if (error instanceof Error && error.message.includes('toEqual')) throw error;
				expect(String((error as Error).message)).toMatch(
					/answered|could not reach|connection|answer/,
				);
			} finally {
				bed.sandbox.faults = undefined;
			}
		}
		// Most runs come through: a read is tried up to 4 times.
		expect(ended).toBeGreaterThan(0);
	},
);
