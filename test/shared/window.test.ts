import { DEFAULT_READS_AT_ONCE } from '../../nodes/shared/runOptions';
import { RETRY, WINDOW } from '../../nodes/shared/transport';
import { onRealTime } from '../harness/clock';
import { Load } from '../sandbox/load';
import type { LoadPlan } from '../sandbox/load';
import { salesCrmTestbed } from '../salesCrm/helpers';
import { GET_CONTACT_BY_ITEM_ID, workspaceCrmTestbed } from '../workspaceCrm/helpers';

/**
 * The run's adaptive window (nodes/shared/transport/window.ts) through the engine: reads without
 * Items at Once find the service's speed. The sandbox plays the service: healthy, with a limit it
 * does not disclose (429 with or without Retry-After), or slowing down under load
 * (test/sandbox/load.ts); what the window did is seen where it shows, at the service.
 */

const crm = workspaceCrmTestbed();
const sales = salesCrmTestbed();

const getById = GET_CONTACT_BY_ITEM_ID;

/**
 * `count` contacts read by ID under the load plan (those at the `missing` positions do not exist);
 * the load as the sandbox saw it.
 */
async function reads(
	count: number,
	plan: LoadPlan,
	{
		parameters = {},
		continueOnFail = false,
		missing = [],
	}: { parameters?: object; continueOnFail?: boolean; missing?: number[] } = {},
) {
	const ids = crm
		.state()
		.seedContacts(count)
		.map((c, i) => (missing.includes(i) ? `missing-${i}` : (c.id as string)));
	const load = new Load(plan);
	crm.sandbox.load = load;
	const run = await crm.run(
		{ ...getById, ...parameters },
		ids.map((id) => ({ id })),
		{ continueOnFail },
	);
	return { ...run, ids, load };
}

/** The run ended with every item's record, in input order and paired with its input. */
function everyItemRead({ items, error, ids }: Awaited<ReturnType<typeof reads>>) {
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.id)).toEqual(ids);
	expect(items.map((item) => item.pairedItem)).toEqual(ids.map((_, item) => ({ item })));
}

const most = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);
/** Accepted requests in flight as each request came, over the part of the run given (0-1) */
const inFlightOver = (load: Load, from: number, to = 1) =>
	load.arrivals
		.slice(Math.floor(load.arrivals.length * from), Math.floor(load.arrivals.length * to))
		.map((a) => a.inFlight + 1);

/**
 * Runs a test of another signal with answers slowing down out of the window's sight. A loaded
 * machine reads answers late, which the window rightly takes for a service slowing down (on 2
 * cores at load 12, 300 ms answers let it reach 31 in flight); that signal has its own test.
 */
async function slowdownUnseen(body: () => Promise<void>) {
	const margin = WINDOW.slowMarginMs;
	WINDOW.slowMarginMs = 60_000;
	try {
		await body();
	} finally {
		WINDOW.slowMarginMs = margin;
	}
}

describe('reads without Items at Once', () => {
	test(`start ${DEFAULT_READS_AT_ONCE} at once and take more while the service answers well, up to the ceiling`, async () =>
		await slowdownUnseen(async () => {
			// Long enough answers that the process (not the service) is never what holds the reads back.
			crm.sandbox.latency = 200;
			// No answer before the tenth request: a window that starts smaller never sends it (the
			// test then ends on its timeout), and a loaded machine sending slowly changes nothing.
			const run = await reads(600, { answersAfter: DEFAULT_READS_AT_ONCE });
			everyItemRead(run);
			// The first ten went out together, before any answer could free a place.
			expect(run.load.arrivals.slice(0, DEFAULT_READS_AT_ONCE).map((a) => a.inFlight)).toEqual(
				Array.from({ length: DEFAULT_READS_AT_ONCE }, (_, i) => i),
			);
			expect(crm.sandbox.maxInFlight).toBeGreaterThanOrEqual(4 * DEFAULT_READS_AT_ONCE);
			expect(crm.sandbox.maxInFlight).toBeLessThanOrEqual(WINDOW.ceiling);
		}));

	test('a limit on requests in flight (429, no Retry-After): no item fails, the window comes down to it and the 429s stay few', async () => {
		crm.sandbox.latency = 20;
		const run = await reads(600, { maxInFlight: 12 });
		everyItemRead(run);
		expect(run.load.refused).toBeGreaterThan(0);
		// A window that did not come down would meet the limit on most requests past the first rounds.
		expect(run.load.refused).toBeLessThan(600 * 0.15);
		// After the first refusals the run keeps mostly below the limit.
		const later = inFlightOver(run.load, 0.5);
		expect(later.filter((n) => n <= 12).length).toBeGreaterThan(later.length * 0.85);
	});

	// 30 a second: a limit even a loaded machine's run meets within its first round trips.
	test('a limit per second with Retry-After: no item fails', async () => {
		crm.sandbox.latency = 10;
		const run = await reads(150, { perSecond: 30, retryAfterS: 1 });
		everyItemRead(run);
		expect(run.load.refused).toBeGreaterThan(0);
	});

	// Even one request in flight goes past 30 a second at 10 ms answers: only pausing long enough
	// lets the refused reads through, each within its attempts.
	test('a limit per second without Retry-After: no item fails', async () => {
		crm.sandbox.latency = 10;
		const run = await reads(150, { perSecond: 30 });
		everyItemRead(run);
		expect(run.load.refused).toBeGreaterThan(0);
	});

	// On real time: with waits skipped, the refused read's own wait would end the pause for all.
	test('a Retry-After holds every new request of the run back that long, not only the refused one', async () =>
		await onRealTime(async () => {
			// One 429 saying "2 s" among good answers, early in a run that takes longer than that:
			// without the pause, the other items would go on (at 100 ms answers, 10 or more at
			// once: 200 requests and more in those 2 s).
			const arrivals: string[] = [];
			crm.sandbox.latency = ({ path }) => {
				if (arrivals.push(path) === 5)
					crm.sandbox.failNext('workspace_crm', 429, { headers: { 'Retry-After': '2' } });
				return 100;
			};
			const run = await reads(200, {});
			everyItemRead(run);
			// Read by order of arrival: between the refused read and its retry only come the reads
			// already on their way when the 429 left, and those let go with the retry when the
			// pause ends (each at most a window's worth).
			const refused = crm.requests('GET').find((r) => r.status === 429)!.path;
			const isRefused = (path: string) => path.endsWith(refused);
			const first = arrivals.findIndex(isRefused);
			const retry = arrivals.findIndex((path, i) => i > first && isRefused(path));
			expect(retry).toBeGreaterThan(first);
			expect(retry - first - 1).toBeLessThan(4 * DEFAULT_READS_AT_ONCE);
		}));

	test('a service that slows down under load: the window comes down to where it answers well', async () => {
		crm.sandbox.latency = 10;
		const run = await reads(600, { slowAbove: 20, slowMsEach: 40 });
		everyItemRead(run);
		// Healthy, the window would have grown to 40 and beyond (first test); here it settles near 20.
		const later = inFlightOver(run.load, 0.5);
		expect(later.filter((n) => n <= 35).length).toBeGreaterThan(later.length * 0.8);
	});

	test('a 503 halves the window at once', async () =>
		await slowdownUnseen(async () => {
			// Once the window has grown past four times its start, a few 503s (each retried: no item
			// fails). What the window did is read by arrival order, not by the clock: a loaded machine
			// can stall the whole process for longer than a round trip (seen in CI).
			const grown = 4 * DEFAULT_READS_AT_ONCE;
			let refused = false;
			crm.sandbox.latency = () => {
				if (!refused && crm.sandbox.inFlight > grown) {
					refused = true;
					crm.sandbox.failNext('workspace_crm', 503, { count: 3 });
				}
				return 200;
			};
			const run = await reads(700, {});
			everyItemRead(run);
			const { arrivals } = run.load;
			expect(refused).toBe(true);
			// The 503 pauses new requests (as long as its first retry waits). Up to then the window
			// may have grown on past the trigger, until the 503 reached the node: the most in flight
			// before the pause is what was halved. From the pause on, over the next three round trips
			// of the halved window, the run holds about half as many (one more a round trip).
			const refusedAt = crm.requests('GET').find((r) => r.status === 503)!.at;
			const resumed = arrivals.findIndex((a) => a.at >= refusedAt + RETRY.baseDelayMs);
			// Requests came after the pause (the refused ones' retries at least): an index, not -1.
			expect(resumed).toBeGreaterThan(0);
			const before = most(arrivals.slice(0, resumed).map((a) => a.inFlight + 1));
			const half = Math.floor(before / 2);
			const after = most(arrivals.slice(resumed, resumed + 3 * half).map((a) => a.inFlight + 1));
			expect(before).toBeGreaterThan(grown);
			expect(after).toBeGreaterThan(DEFAULT_READS_AT_ONCE);
			expect(after).toBeLessThanOrEqual(half + 4);
		}));
});

describe('what does not change', () => {
	test('Items at Once, when set, is exactly that number, on a healthy service and on one slowing down alike', async () => {
		crm.sandbox.latency = 20;
		const healthy = await reads(200, {}, { parameters: { runOptions: { itemsAtOnce: 7 } } });
		everyItemRead(healthy);
		expect(crm.sandbox.maxInFlight).toBe(7);
		crm.sandbox.clearLog();
		const slowing = await reads(
			100,
			{ slowAbove: 2, slowMsEach: 40 },
			{ parameters: { runOptions: { itemsAtOnce: 7 } } },
		);
		everyItemRead(slowing);
		expect(crm.sandbox.maxInFlight).toBe(7);
		expect(most(inFlightOver(slowing.load, 0.5))).toBe(7);
	});

	test('with Continue On Fail under 429s, each missing record is its error item, every other item its record', async () => {
		crm.sandbox.latency = 20;
		const { items, error, ids } = await reads(
			300,
			{ maxInFlight: 15 },
			{ continueOnFail: true, missing: [40, 250] },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual(ids.map((_, item) => ({ item })));
		items.forEach((item, i) => {
			if (i === 40 || i === 250) expect(item.json).toMatchObject({ httpCode: '404' });
			else expect(item.json.id).toBe(ids[i]);
		});
	});

	test('without it, the node fails on the lowest failing item, naming the later items already sent', async () => {
		crm.sandbox.latency = 20;
		const { error, ids } = await reads(300, {}, { missing: [120] });
		expect(error).toMatchObject({ httpCode: '404', context: { itemIndex: 120 } });
		const sent = crm.requests('GET').map((r) => ids.findIndex((id) => r.path.endsWith(`/${id}`)));
		const later = sent.filter((i) => i > 120).sort((a, b) => a - b);
		expect(error!.context!.itemsAlsoSent).toEqual(later);
		expect(sent).not.toContain(299);
		expect(crm.sandbox.inFlight).toBe(0);
	});

	test('writes still go one at a time', async () => {
		crm.sandbox.latency = 10;
		crm.sandbox.load = new Load({});
		const input = Array.from({ length: 30 }, (_, i) => ({ first: `W${i}` }));
		const { error } = await crm.run(
			{ resource: 'contact', operation: 'create', firstName: '={{$json.first}}', lastName: 'W' },
			input,
		);
		expect(error).toBeUndefined();
		expect(crm.sandbox.maxInFlight).toBe(1);
	});
});

describe('Return All over a counted list', () => {
	const names = Array.from({ length: 4000 }, (_, i) => `C${String(i).padStart(4, '0')}`);
	/** The list's order: the newest contact first */
	const listed = [...names].reverse();
	const getAll = { resource: 'contact', operation: 'getAll', returnAll: true };

	test('fetches its pages with the same window: more than ten at once on a healthy service, each page once, records in order', async () =>
		await slowdownUnseen(async () => {
			for (const name of names) sales.state().addContact({ name, email: `${name}@example.com` });
			sales.sandbox.latency = 30;
			const { items, error } = await sales.run(getAll);
			expect(error).toBeUndefined();
			expect(items.map((item) => item.json.name)).toEqual(listed);
			const pages = sales.requests('GET').map((r) => Number(r.query.page));
			expect([...pages].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
			expect(sales.sandbox.maxInFlight).toBeGreaterThan(DEFAULT_READS_AT_ONCE);
		}));

	test('under a limit it does not disclose, no page fails and the records stay in order', async () => {
		for (const name of names) sales.state().addContact({ name, email: `${name}@example.com` });
		sales.sandbox.latency = 30;
		const load = new Load({ maxInFlight: 6 });
		sales.sandbox.load = load;
		const { items, error } = await sales.run(getAll);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.name)).toEqual(listed);
		expect(load.refused).toBeGreaterThan(0);
	});
});
