import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { FIXTURES, SandboxClient } from '../fixtures';
import { runPoll } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { seedDemoData } from '../sandbox';
import { FAULT_KINDS, seeded } from '../sandbox/faults';

/**
 * Every polling trigger over a long run of polls while its service fails some of them (server
 * errors, dropped connections, truncated or non-JSON pages, 429s; a read is retried, so a poll
 * fails when every attempt of one of its requests does): each new record is emitted exactly
 * once, none is skipped, and a failed poll leaves the stored position as it was.
 * FAULT_POLLS sets the number of polls, FAULT_SEED the seed.
 */

const POLLS = Number(process.env.FAULT_POLLS ?? 40);
const SEED = Number(process.env.FAULT_SEED ?? 30);
/** Share of the trigger's requests that get a fault: high enough that some polls fail whole */
const RATE = 0.7;

const bed = useSandbox();

const triggers = FIXTURES.flatMap((fixture) =>
	fixture.pollingTriggers.map((trigger) => [trigger.node, fixture, trigger] as const),
);

test.each(triggers)(
	'%s: polls failing under faults skip nothing, emit nothing twice, keep the position',
	async (_, fixture, trigger) => {
		seedDemoData(bed.interfaces);
		const sandbox = new SandboxClient(bed.sandbox.baseUrl('').replace(/\/$/, ''));
		const setup = {
			type: trigger.node,
			parameters: trigger.parameters as INodeParameters,
			credentials: {
				[fixture.credential.type]: fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
			},
		};
		const random = seeded(SEED);
		// The first poll marks where to start.
		let { staticData } = await runPoll(setup);
		const created: string[] = [];
		const emitted: IDataObject[] = [];
		let failed = 0;
		for (let poll = 0; poll <= POLLS; poll++) {
			for (let n = Math.floor(random() * 3); n > 0; n--)
				created.push(await trigger.create(sandbox));
			// The last poll goes through: what the failed ones left behind must come then.
			if (poll < POLLS)
				bed.sandbox.faults = {
					rate: RATE,
					requests: 'all',
					// A slow answer only waits out the timeout: a dropped connection fails the same way.
					kinds: FAULT_KINDS.filter((kind) => kind !== 'slowAfter'),
					random,
				};
			try {
				const result = await runPoll(setup, { staticData });
				emitted.push(...result.items.map((item) => item.json));
				staticData = result.staticData;
			} catch (error) {
				failed++;
				expect((error as { staticData: IDataObject }).staticData).toEqual(staticData);
			} finally {
				bed.sandbox.faults = undefined;
			}
		}
		const emissions = created.map(
			(id) => emitted.filter((item) => trigger.isCreated(item, id)).length,
		);
		expect(emissions).toEqual(created.map(() => 1));
		expect(emitted).toHaveLength(created.length);
		// The run was the one meant: many records, polls that failed and polls that did not.
		expect(created.length).toBeGreaterThan(POLLS / 2);
		expect(failed).toBeGreaterThan(0);
		expect(failed).toBeLessThan(POLLS);
	},
);
