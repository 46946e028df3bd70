import { billingTestbed, items } from './helpers';
import { BILLING_KEYS } from '../sandbox/billing';

const bed = billingTestbed();

/** The run fails with a NodeApiError carrying status, the ERR_ code and what to do. */
async function apiError(
	run: Promise<{ error?: any }>,
	status: number,
	code: string,
	advice: RegExp,
) {
	const { error } = await run;
	expect(error?.name).toBe('NodeApiError');
	expect(error.message).toContain(`Billing answered ${status} ${code}`);
	expect(error.httpCode).toBe(String(status));
	expect(error.description).toMatch(advice);
	return error;
}

const subscribe = (customerId: string, list: ReturnType<typeof items>) =>
	bed.run({
		resource: 'subscription',
		operation: 'create',
		customerId,
		productsMode: 'items',
		items: list,
	});

describe('Billing ERR_ codes become NodeApiErrors that say what to do', () => {
	test('authentication: missing, unknown and suspended keys', async () => {
		await apiError(
			bed.run({ resource: 'customer', operation: 'getAll', returnAll: true }, undefined, {
				apiKey: '',
			}),
			401,
			'ERR_MISSING_API_KEY',
			/set the API Key/,
		);
		await apiError(
			bed.run({ resource: 'customer', operation: 'getAll', returnAll: true }, undefined, {
				apiKey: 'revoked',
			}),
			404,
			'ERR_API_KEY_NOT_FOUND',
			/create a new key/,
		);
		await apiError(
			bed.run({ resource: 'customer', operation: 'getAll', returnAll: true }, undefined, {
				apiKey: BILLING_KEYS.suspended,
			}),
			403,
			'ERR_ACCOUNT_SUSPENDED',
			/suspended/,
		);
	});

	test('ERR_RATE_LIMIT_EXCEEDED after the bounded retries', async () => {
		bed.sandbox.failNext('pay_integration', 429, {
			count: 10,
			headers: { 'RateLimit-Limit': '60', 'RateLimit-Remaining': '0', 'RateLimit-Reset': '0' },
		});
		const error = await apiError(
			bed.run({ resource: 'product', operation: 'get', productCode: 'plan_basic' }),
			429,
			'ERR_RATE_LIMIT_EXCEEDED',
			/60 requests a minute/,
		);
		expect(error.message).toContain('after 4 attempts');
	});

	test('item-set codes of subscription create', async () => {
		const ada = bed.state().seedVaultedCustomer();
		await apiError(
			subscribe(ada.id, items(['nope'])),
			404,
			'ERR_PRODUCT_NOT_FOUND',
			/Product → Get Many/,
		);
		await apiError(
			subscribe(ada.id, items(['plan_other'])),
			404,
			'ERR_PRODUCT_NOT_FOUND',
			/does not exist in this project/,
		);
		await apiError(
			subscribe(ada.id, items(['setup_fee'])),
			422,
			'ERR_PRODUCT_NOT_RECURRING',
			/Charge → Create/,
		);
		await apiError(
			subscribe(ada.id, items(['plan_legacy'])),
			422,
			'ERR_PRODUCT_NOT_ACTIVE',
			/inactive or archived/,
		);
		await apiError(
			subscribe(ada.id, items(['plan_basic'], ['plan_yearly'])),
			422,
			'ERR_MIXED_BILLING_PERIODS',
			/cancel and create a new subscription/,
		);
		await apiError(
			subscribe(ada.id, items(['plan_basic'], ['plan_eur'])),
			422,
			'ERR_MIXED_CURRENCIES',
			/same currency/,
		);
		expect(bed.state().subscriptions.size).toBe(0);
	});

	test('a replacement must keep the cadence', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const sub = (await subscribe(ada.id, items(['plan_basic']))).items[0].json;
		await apiError(
			bed.run({
				resource: 'subscription',
				operation: 'replaceItems',
				subscriptionId: sub.id as string,
				items: items(['plan_yearly']),
			}),
			422,
			'ERR_MIXED_BILLING_PERIODS',
			/keep the current ones/,
		);
	});

	test('ERR_CUSTOMER_NO_VAULT on subscribe, charge and change of customer', async () => {
		const bare = bed.state().seedCustomer();
		await apiError(
			subscribe(bare.id, items(['plan_basic'])),
			422,
			'ERR_CUSTOMER_NO_VAULT',
			/vault a card first, e\.g\. with a collection link/,
		);
		await apiError(
			bed.run({
				resource: 'charge',
				operation: 'create',
				customerId: bare.id,
				productCode: 'setup_fee',
			}),
			422,
			'ERR_CUSTOMER_NO_VAULT',
			/vault a card first/,
		);
		const ada = bed.state().seedVaultedCustomer();
		const sub = (await subscribe(ada.id, items(['plan_basic']))).items[0].json;
		await apiError(
			bed.run({
				resource: 'subscription',
				operation: 'changeCustomer',
				subscriptionId: sub.id as string,
				customerId: bare.id,
			}),
			422,
			'ERR_CUSTOMER_NO_VAULT',
			/vault a card first/,
		);
	});

	test('ERR_INVALID_SUBSCRIPTION_TRANSITION and ERR_SUBSCRIPTION_PERIOD_ELAPSED on reactivate', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const sub = (await subscribe(ada.id, items(['plan_basic']))).items[0].json;
		const reactivate = () =>
			bed.run({
				resource: 'subscription',
				operation: 'reactivate',
				subscriptionId: sub.id as string,
			});
		await apiError(
			reactivate(),
			409,
			'ERR_INVALID_SUBSCRIPTION_TRANSITION',
			/no pending cancellation/,
		);
		await bed.run({
			resource: 'subscription',
			operation: 'cancel',
			subscriptionId: sub.id as string,
			when: 'now',
		});
		bed.state().advanceDays(40);
		await apiError(
			reactivate(),
			409,
			'ERR_SUBSCRIPTION_PERIOD_ELAPSED',
			/create a new subscription/,
		);
	});

	test('Continue On Fail turns an API error into an error item with its status', async () => {
		const { items: out } = await bed.run(
			{ resource: 'customer', operation: 'get', customerId: 'cus_missing' },
			undefined,
			{ continueOnFail: true },
		);
		expect(out[0].json).toMatchObject({ httpCode: '404' });
		expect(String(out[0].json.error)).toContain('ERR_CUSTOMER_NOT_FOUND');
	});
});

describe('Retries never repeat a side effect', () => {
	test('a charge whose answer was lost (500 after charging) is retried with the same key and charges once', async () => {
		const ada = bed.state().seedVaultedCustomer();
		bed.state().loseChargeResponses = 1;
		const { items: out, error } = await bed.run({
			resource: 'charge',
			operation: 'create',
			customerId: ada.id,
			productCode: 'setup_fee',
		});
		expect(error).toBeUndefined();
		const posts = bed.sandbox.requestsTo('pay_integration', 'POST', '/v1/charges');
		expect(posts.map((p) => p.status)).toEqual([500, 200]);
		expect(posts[0].body.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
		expect(posts[1].body.idempotencyKey).toBe(posts[0].body.idempotencyKey);
		expect(bed.state().processorLedger).toHaveLength(1);
		expect(bed.state().charges.size).toBe(1);
		expect(out[0].json).toMatchObject({ status: 'paid', amount: 1500 });
	});

	test('each item gets its own generated key; a 500 before processing is retried too', async () => {
		const ada = bed.state().seedVaultedCustomer();
		bed.sandbox.failNext('pay_integration', 500, { method: 'POST' });
		const { items: out } = await bed.run(
			{ resource: 'charge', operation: 'create', customerId: ada.id, productCode: 'setup_fee' },
			[{}, {}],
		);
		expect(out).toHaveLength(2);
		const keys = bed.sandbox
			.requestsTo('pay_integration', 'POST', '/v1/charges')
			.filter((p) => p.status === 201)
			.map((p) => p.body.idempotencyKey);
		expect(new Set(keys).size).toBe(2);
		expect(bed.state().charges.size).toBe(2);
		expect(bed.state().processorLedger).toHaveLength(2);
	});

	test('no other POST is retried after a 500; a 429 (not processed) is', async () => {
		bed.sandbox.failNext('pay_integration', 500, { method: 'POST' });
		const { error } = await bed.run({
			resource: 'customer',
			operation: 'create',
			name: 'Ada',
			email: 'ada@example.com',
		});
		expect(error?.message).toContain('Billing answered 500');
		expect(bed.sandbox.requestsTo('pay_integration', 'POST')).toHaveLength(1);

		bed.sandbox.clearLog();
		bed.sandbox.failNext('pay_integration', 429, {
			method: 'POST',
			headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '0' },
		});
		const retried = await bed.run({
			resource: 'customer',
			operation: 'create',
			name: 'Ada',
			email: 'ada@example.com',
		});
		expect(retried.error).toBeUndefined();
		expect(bed.sandbox.requestsTo('pay_integration', 'POST').map((r) => r.status)).toEqual([
			429, 201,
		]);
		expect(bed.state().customers.size).toBe(1);
	});
});

describe('Billing validation before any request', () => {
	test('with Continue On Fail a bad item becomes an error item and the good ones go through', async () => {
		const { items: out } = await bed.run(
			{
				resource: 'customer',
				operation: 'create',
				name: '={{$json.name}}',
				email: 'a@example.com',
			},
			[{ name: 'Good' }, { name: '' }],
			{ continueOnFail: true },
		);
		expect(out).toHaveLength(2);
		expect(out[0].json).toMatchObject({ name: 'Good' });
		expect(out[1].json.error).toMatch(/Name: is required \(item 1\)/);
		expect(out[1].pairedItem).toEqual({ item: 1 });
		expect(bed.sandbox.requestsTo('pay_integration', 'POST')).toHaveLength(1);
	});
});

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

describe('a write whose answer is spoiled says it may have taken effect (found by test/faults)', () => {
	test('a customer created with a non-JSON answer is an error that says the create may have taken effect', async () => {
		bed.sandbox.faults = { script: ['nonJsonAfter'] };
		const { error } = await bed.run({
			resource: 'customer',
			operation: 'create',
			name: 'Ada Lovelace',
			email: 'ada@example.com',
		});
		expect(error?.message).toBe(
			'Billing answered without its JSON (a web page came instead): the request may have taken effect',
		);
		expect(error?.description).toMatch(/Check in Billing whether the POST took effect/);
		expect(bed.sandbox.applied).toBe(1);
	});

	test('a customer create answered 502 after it was applied says it may have taken effect, and is not sent again', async () => {
		bed.sandbox.faults = { script: ['502after'] };
		const { error } = await bed.run({
			resource: 'customer',
			operation: 'create',
			name: 'Ada Lovelace',
			email: 'ada@example.com',
		});
		expect(error?.message).toMatch(/^Billing answered 502 .*: the request may have taken effect$/);
		expect(bed.sandbox.applied).toBe(1);
	});
});
