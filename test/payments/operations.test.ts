import { paymentsTestbed } from './helpers';

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
			bed.run({
				resource: 'paymentLink',
				operation: 'create',
				amountType: 'fixed',
				amountUnit: 'cents',
				amount: 100,
				currency: 'USD',
				additionalFields: {},
				...fields,
			});
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

	test('transactions: get, get many with every filter, full and partial refunds with their limits', async () => {
		const [first] = bed.paidLink(5000, 1, '2026-02-01T10:00:00.000Z');
		bed.paidLink(700, 2, '2026-02-02T10:00:00.000Z');
		const filtered = await bed.run({
			resource: 'transaction',
			operation: 'getAll',
			returnAll: true,
			filters: {
				status: 'completed',
				payment_method: 'card_network_a',
				link_id: first.link_id,
				from: '2026-02-01T00:00:00Z',
				to: '2026-02-28T00:00:00Z',
				amountUnit: 'decimal',
				min_amount: 10,
				max_amount: 60,
			},
		});
		expect(filtered.items.map((i) => i.json.id)).toEqual([first.id]);
		expect(bed.sandbox.requestsTo('payments', 'GET', '/transactions')[0].query).toMatchObject({
			min_amount: '1000',
			max_amount: '6000',
			link_id: first.link_id,
		});
		expect(
			(await bed.run({ resource: 'transaction', operation: 'get', transactionId: first.id }))
				.items[0].json,
		).toMatchObject({ id: first.id, amount: 5000 });

		const partial = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: first.id,
			refundType: 'partial',
			amountUnit: 'decimal',
			amount: 12.5,
			reason: 'damaged',
		});
		expect(partial.items[0].json).toMatchObject({
			amount: 1250,
			transaction_id: first.id,
			reason: 'damaged',
		});
		const tooMuch = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: first.id,
			refundType: 'partial',
			amountUnit: 'cents',
			amount: 4000,
			reason: '',
		});
		expect(tooMuch.error?.message).toContain('Payments answered 422 invalid_amount');
		const rest = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: first.id,
			refundType: 'full',
			reason: '',
		});
		expect(rest.items[0].json.amount).toBe(3750);
		expect(
			bed.sandbox
				.requestsTo('payments', 'POST', '/transactions/{transaction_id}/refund')
				.map((r) => r.body),
		).toEqual([{ amount: 1250, reason: 'damaged' }, { amount: 4000 }, {}]);
		const duplicate = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: first.id,
			refundType: 'full',
			reason: '',
		});
		expect(duplicate.error?.message).toContain('Payments answered 409 duplicate_refund');
		expect(duplicate.error?.description).toMatch(/already fully refunded/);
	});

	test('a refund is not retried after a 500 (it may have gone through)', async () => {
		const [txn] = bed.paidLink(5000);
		bed.sandbox.failNext('payments', 500, { method: 'POST' });
		const { error } = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: txn.id,
			refundType: 'full',
			reason: '',
		});
		expect(error?.message).toContain('Payments answered 500');
		expect(bed.sandbox.requestsTo('payments', 'POST')).toHaveLength(1);
	});

	test('reports: revenue grouped by month, settlements with filters', async () => {
		bed.paidLink(1000, 2, '2026-03-05T10:00:00.000Z');
		bed.paidLink(3000, 1, '2026-04-07T10:00:00.000Z');
		const revenue = await bed.run({
			resource: 'report',
			operation: 'revenue',
			from: '2026-03-01T00:00:00Z',
			to: '2026-04-30T00:00:00Z',
			group_by: 'month',
		});
		expect(revenue.items[0].json).toMatchObject({
			total_revenue: 5000,
			total_transactions: 3,
			by_period: [
				{ date: '2026-03-01', revenue: 2000, transactions: 2 },
				{ date: '2026-04-01', revenue: 3000, transactions: 1 },
			],
		});
		const inverted = await bed.run({
			resource: 'report',
			operation: 'revenue',
			from: '2026-05-01T00:00:00Z',
			to: '2026-04-01T00:00:00Z',
			group_by: 'day',
		});
		expect(inverted.error?.message).toBe('From: must not be after to (item 0)');
		bed.state().settle('2026-03-01T00:00:00.000Z', '2026-03-31T00:00:00.000Z');
		bed.state().settle('2026-04-01T00:00:00.000Z', '2026-04-30T00:00:00.000Z', 'processing');
		const deposited = await bed.run({
			resource: 'report',
			operation: 'settlements',
			returnAll: true,
			filters: { status: 'deposited' },
		});
		expect(deposited.items.map((i) => i.json.amount)).toEqual([2000]);
		expect(
			bed.sandbox.requestsTo('payments', 'GET', '/reports/settlements')[0].query,
		).toMatchObject({ status: 'deposited', per_page: '100' });
	});

	test('webhooks: create, get, get many, update events and active, delete', async () => {
		const created = await bed.run({
			resource: 'webhook',
			operation: 'create',
			url: 'https://example.com/hook',
			events: ['payment.completed', 'payment.refunded'],
			secret: 'a-secret-of-sixteen+',
		});
		const hook = created.items[0].json as { id: string };
		expect(hook).toMatchObject({
			url: 'https://example.com/hook',
			events: ['payment.completed', 'payment.refunded'],
			active: true,
		});
		expect(
			(await bed.run({ resource: 'webhook', operation: 'get', webhookId: hook.id })).items[0].json
				.id,
		).toBe(hook.id);
		expect((await bed.run({ resource: 'webhook', operation: 'getAll' })).items).toHaveLength(1);
		const updated = await bed.run({
			resource: 'webhook',
			operation: 'update',
			webhookId: hook.id,
			updateFields: { events: ['settlement.completed'], active: false },
		});
		expect(updated.items[0].json).toMatchObject({
			events: ['settlement.completed'],
			active: false,
		});
		const nothing = await bed.run({
			resource: 'webhook',
			operation: 'update',
			webhookId: hook.id,
			updateFields: {},
		});
		expect(nothing.error?.message).toBe('Update Fields: set at least one field to update (item 0)');
		const deleted = await bed.run({ resource: 'webhook', operation: 'delete', webhookId: hook.id });
		expect(deleted.items[0].json).toEqual({ id: hook.id, deleted: true });
		expect(bed.state().webhooks.size).toBe(0);
		const badUrl = await bed.run({
			resource: 'webhook',
			operation: 'create',
			url: 'not a url',
			events: ['payment.completed'],
			secret: '',
		});
		expect(badUrl.error?.message).toMatch(/^URL: must be a full URL/);
	});
});
