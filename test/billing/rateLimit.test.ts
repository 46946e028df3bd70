import { billingTestbed } from './helpers';

const bed = billingTestbed();

/**
 * The sandbox limiter answers 429 past `limit` requests in a sliding window and announces its
 * quota in RateLimit-* headers; the window is shortened so the run takes seconds, not minutes.
 */
describe('Billing paces itself under the 60-per-window limiter', () => {
	test('150 customer reads in one run: every item succeeds and no request is refused', async () => {
		bed.state().limiter = { limit: 60, windowMs: 2000 };
		const customers = Array.from({ length: 150 }, (_, i) =>
			bed.state().seedCustomer({ name: `Reader ${i}` }),
		);
		const started = Date.now();
		const { items, error } = await bed.run(
			{ resource: 'customer', operation: 'get', customerId: '={{$json.id}}' },
			customers.map((c) => ({ id: c.id })),
		);
		const seconds = (Date.now() - started) / 1000;
		const requests = bed.sandbox.requestsTo('pay_integration');
		const refused = requests.filter((r) => r.status === 429);
		process.stdout.write(
			`limiter run: ${requests.length} requests, ${refused.length} failed (429), ${seconds.toFixed(1)} s, limit 60 per 2 s window\n`,
		);
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.id)).toEqual(customers.map((c) => c.id));
		expect(requests).toHaveLength(150);
		expect(refused).toHaveLength(0);
		// Three windows' worth of requests cannot fit in fewer than two resets.
		expect(seconds).toBeGreaterThan(2);
	});

	test('Return All over many pages waits for the reset instead of failing', async () => {
		bed.state().limiter = { limit: 2, windowMs: 1000 };
		for (let i = 0; i < 450; i++) bed.state().seedCustomer({ name: `C${i}` });
		const { items, error } = await bed.run({
			resource: 'customer',
			operation: 'getAll',
			returnAll: true,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(450);
		const requests = bed.sandbox.requestsTo('pay_integration');
		expect(requests.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
	});

	test('a 429 that still happens (another client used the quota) is waited out and retried, even for a POST', async () => {
		bed.state().limiter = { limit: 1, windowMs: 1000 };
		bed.state().rateLimit('bill-test-key');
		const { items, error } = await bed.run({
			resource: 'customer',
			operation: 'create',
			name: 'Ada',
			email: 'ada@example.com',
		});
		expect(error).toBeUndefined();
		expect(items[0].json.name).toBe('Ada');
		expect(bed.sandbox.requestsTo('pay_integration').map((r) => r.status)).toEqual([429, 201]);
		expect(bed.state().customers.size).toBe(1);
	});
});
