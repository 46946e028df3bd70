import { fixedPaymentLink, paymentsTestbed } from './helpers';

const bed = paymentsTestbed();

describe('Payments operations', () => {
	test('create a fixed link from a decimal amount (sent as cents) and an open-amount link', async () => {
		const { items, error } = await bed.run({
			resource: 'paymentLink',
			operation: 'create',
			amountType: 'fixed',
			amountUnit: 'decimal',
			amount: 49.99,
			currency: 'PAB',
			description: 'Order 17',
			additionalFields: {
				payment_methods: ['wallet_a', 'ach'],
				max_payments: 3,
				reference: 'ord-17',
				metadata: '{"order":17}',
				expires_at: '2030-01-31T10:00:00Z',
			},
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			amount: 4999,
			currency: 'PAB',
			status: 'active',
			url: expect.stringContaining('https://'),
		});
		const [request] = bed.sandbox.requestsTo('payments', 'POST', '/payment-links');
		expect(request.headers.authorization).toBe('Bearer pay-test-key');
		expect(request.body).toEqual({
			currency: 'PAB',
			description: 'Order 17',
			reference: 'ord-17',
			expires_at: '2030-01-31T10:00:00.000Z',
			amount: 4999,
			max_payments: 3,
			payment_methods: ['wallet_a', 'ach'],
			metadata: { order: 17 },
		});
		const open = await bed.run({
			resource: 'paymentLink',
			operation: 'create',
			amountType: 'open',
			currency: 'USD',
			description: 'Tip jar',
			additionalFields: {},
		});
		expect(open.items[0].json.amount).toBeNull();
		expect(bed.sandbox.requestsTo('payments', 'POST', '/payment-links')[1].body).toEqual({
			currency: 'USD',
			description: 'Tip jar',
		});
	});

	test('amount and payment-method rules are checked before any request', async () => {
		const create = (fields: Record<string, unknown>) =>
			bed.run(fixedPaymentLink({ additionalFields: {}, ...fields }));
		expect((await create({ amount: 10.5 })).error?.message).toBe(
			'Amount: must be a whole number of cents (item 0)',
		);
		expect((await create({ amountUnit: 'decimal', amount: 1.234 })).error?.message).toBe(
			'Amount: must be an amount with at most two decimals (item 0)',
		);
		expect((await create({ amount: -5 })).error?.message).toMatch(
			/^Amount: must be a whole number from 1 to 1000000/,
		);
		expect(
			(await create({ additionalFields: { payment_methods: '={{["ach","ach"]}}' } })).error
				?.message,
		).toBe('Payment Methods: must not repeat "ach" (item 0)');
		expect(
			(
				await create({
					additionalFields: {
						metadata: JSON.stringify(
							Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
						),
					},
				})
			).error?.message,
		).toMatch(/^Metadata: must have at most 20 keys/);
		expect(bed.sandbox.requestsTo('payments')).toHaveLength(0);
	});

	test('get, get many with status and date filters over several pages, deactivate', async () => {
		for (let i = 0; i < 130; i++)
			bed.seedLink(100 + i, {
				created_at: new Date(Date.UTC(2026, 0, 1 + (i % 28))).toISOString(),
			});
		const disabled = bed.seedLink(999, { status: 'disabled' });
		const all = await bed.run({
			resource: 'paymentLink',
			operation: 'getAll',
			returnAll: true,
			filters: { status: 'active' },
		});
		expect(all.items).toHaveLength(130);
		expect(
			bed.sandbox
				.requestsTo('payments', 'GET', '/payment-links')
				.map((r) => [r.query.page, r.query.per_page]),
		).toEqual([
			['1', '100'],
			['2', '100'],
		]);
		bed.sandbox.clearLog();
		const january = await bed.run({
			resource: 'paymentLink',
			operation: 'getAll',
			returnAll: false,
			limit: 5,
			filters: { from: '2026-01-01T00:00:00Z', to: '2026-01-02T23:59:59Z' },
		});
		expect(january.items).toHaveLength(5);
		expect(bed.sandbox.requestsTo('payments')[0].query).toMatchObject({
			from: '2026-01-01T00:00:00.000Z',
			to: '2026-01-02T23:59:59.000Z',
			per_page: '5',
		});
		const link = [...bed.state().links.values()][0];
		const got = await bed.run({ resource: 'paymentLink', operation: 'get', linkId: link.id });
		expect(got.items[0].json.id).toBe(link.id);
		const off = await bed.run({
			resource: 'paymentLink',
			operation: 'deactivate',
			linkId: link.id,
		});
		expect(off.items[0].json.status).toBe('disabled');
		expect(bed.state().links.get(disabled.id)!.status).toBe('disabled');
	});
});

describe('Payment Link → Get, simplified', () => {
	test("keeps the link's metadata: what the workflow that made it put there to find its record again", async () => {
		const link = bed.state().addLink({
			amount: 11_600,
			currency: 'USD',
			description: 'Workshop seat',
			metadata: { invoicing_client_id: 'cli_1' },
		});
		const { items, error } = await bed.run({
			resource: 'paymentLink',
			operation: 'get',
			linkId: link.id,
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual(
			expect.objectContaining({
				id: link.id,
				description: 'Workshop seat',
				metadata: { invoicing_client_id: 'cli_1' },
			}),
		);
		expect(Object.keys(items[0].json)).not.toContain('max_payments');
	});
});

describe('Payment Link → Create with Return Existing Instead of Creating', () => {
	const create = (findFirst?: boolean) =>
		fixedPaymentLink({
			additionalFields: { reference: '={{ $json.reference }}' },
			...(findFirst === undefined ? {} : { findFirst }),
		});
	const posts = () => bed.sandbox.requestsTo('payments', 'POST', '/payment-links');

	test('off (the default): a second link with the same reference is created', async () => {
		const made = bed.state().addLink({ amount: 100, reference: 'deal-7' });
		const { items, error } = await bed.run(create(), [{ reference: 'deal-7' }]);
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(1);
		expect(items[0].json.id).not.toBe(made.id);
		expect(bed.sandbox.requestsTo('payments', 'GET', '/payment-links')).toHaveLength(0);
	});

	test('on: the link with the same reference is output, even pages deep, and nothing is posted', async () => {
		const made = bed.state().addLink({ amount: 100, reference: 'deal-7' }, '2026-01-01T00:00:00Z');
		for (let i = 0; i < 150; i++) bed.state().addLink({ amount: 100, reference: `other-${i}` });
		const { items, error } = await bed.run(create(true), [{ reference: 'deal-7' }]);
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(0);
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(made);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		// The newest first: the match was on a later page than the first.
		expect(bed.sandbox.requestsTo('payments', 'GET', '/payment-links').length).toBeGreaterThan(1);
	});

	test('on: a reference with no link is created once, and a second run returns that one', async () => {
		bed.state().addLink({ amount: 100, reference: 'deal-8' });
		const first = await bed.run(create(true), [{ reference: 'deal-9' }, { reference: 'deal-8' }]);
		expect(first.error).toBeUndefined();
		expect(posts().map((request) => request.body.reference)).toEqual(['deal-9']);
		expect(first.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		const again = await bed.run(create(true), [{ reference: 'deal-9' }]);
		expect(posts()).toHaveLength(1);
		expect(again.items[0].json.id).toBe(first.items[0].json.id);
	});
});
