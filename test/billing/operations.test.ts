import { BILLING_KEYS } from '../sandbox/billing';
import { billingTestbed, items } from './helpers';

const bed = billingTestbed();

describe('Billing operations', () => {
	test('product get and get many (lim/off at the largest page, filters passed)', async () => {
		const [basic] = await bed.ok({
			resource: 'product',
			operation: 'get',
			productCode: 'plan_basic',
		});
		expect(basic).toMatchObject({
			productCode: 'plan_basic',
			paymentType: 'recurring',
			price: 1000,
			billingPeriod: 'month',
		});
		const recurring = await bed.ok({
			resource: 'product',
			operation: 'getAll',
			returnAll: true,
			filters: { paymentType: 'recurring', status: 'active' },
		});
		expect(recurring.map((p) => p.productCode).sort()).toEqual([
			'plan_basic',
			'plan_eur',
			'plan_pro',
			'plan_seat',
			'plan_yearly',
		]);
		const [request] = bed.sandbox.requestsTo('pay_integration', 'GET', '/v1/products');
		expect(request.query).toEqual({
			paymentType: 'recurring',
			status: 'active',
			lim: '100',
			off: '0',
		});
		expect(request.headers['x-api-key']).toBe(BILLING_KEYS.main);
		expect(request.headers.authorization).toBeUndefined();
	});

	test('customer create, get, vault and get many with Return All over several pages and with a limit', async () => {
		const [created] = await bed.ok({
			resource: 'customer',
			operation: 'create',
			name: ' Ada ',
			email: 'ada@example.com',
			additionalFields: { phone: '+1 555' },
		});
		expect(created).toMatchObject({
			name: 'Ada',
			email: 'ada@example.com',
			phone: '+1 555',
			customerVaultId: null,
		});
		const [vaulted] = await bed.ok({
			resource: 'customer',
			operation: 'vault',
			customerId: created.id,
			customerVaultId: 'vault_123',
			additionalFields: {
				paymentProvider: 'processor_b',
				cardLast4: '4242',
				cardBrand: 'visa',
				cardBin: '424242',
				cardExp: '0929',
			},
		});
		expect(vaulted).toMatchObject({
			id: created.id,
			customerVaultId: 'vault_123',
			paymentProvider: 'processor_b',
			cardExp: '0929',
		});
		const [read] = await bed.ok({
			resource: 'customer',
			operation: 'get',
			customerId: created.id,
			simplify: false,
		});
		expect(read.cardBin).toBe('424242');

		for (let i = 0; i < 230; i++)
			bed.state().seedCustomer({ name: `C${i}`, status: i % 2 ? 'inactive' : 'active' });
		bed.sandbox.clearLog();
		const all = await bed.ok({ resource: 'customer', operation: 'getAll', returnAll: true });
		expect(all).toHaveLength(231);
		expect(
			bed.sandbox
				.requestsTo('pay_integration', 'GET', '/v1/customers')
				.map((r) => [r.query.lim, r.query.off]),
		).toEqual([
			['100', '0'],
			['100', '100'],
			['100', '200'],
		]);
		bed.sandbox.clearLog();
		const some = await bed.ok({
			resource: 'customer',
			operation: 'getAll',
			returnAll: false,
			limit: 7,
			filters: { status: 'inactive' },
		});
		expect(some).toHaveLength(7);
		expect(some.every((c) => c.status === 'inactive')).toBe(true);
		expect(bed.sandbox.requestsTo('pay_integration').map((r) => r.query)).toEqual([
			{ lim: '7', off: '0', status: 'inactive' },
		]);
	});

	test('collection links: card capture and customer payment (decimal amount sent as cents), then listed with every filter', async () => {
		const [capture] = await bed.ok({
			resource: 'collectionLink',
			operation: 'createCardCapture',
			customerName: 'Grace',
			additionalFields: {
				customerEmail: 'grace@example.com',
				isTest: true,
				redirectUrl: 'https://example.com/done',
				metadata: '{"order":"A1"}',
			},
		});
		expect(capture).toMatchObject({
			linkType: 'customer_collection',
			status: 'pending',
			customerName: 'Grace',
			isTest: true,
			metadata: { order: 'A1' },
		});
		expect(
			bed.sandbox.requestsTo('pay_integration', 'POST', '/v1/collections/links')[0].body,
		).toEqual({
			customer: { name: 'Grace', email: 'grace@example.com' },
			isTest: true,
			redirectUrl: 'https://example.com/done',
			metadata: { order: 'A1' },
		});
		const [payment] = await bed.ok({
			resource: 'collectionLink',
			operation: 'createPayment',
			concept: 'Setup',
			amountUnit: 'decimal',
			amount: 25.5,
			productCode: 'setup_fee',
			additionalFields: { customerName: 'Linus' },
		});
		expect(payment).toMatchObject({ linkType: 'customer_payment', amount: 2550, concept: 'Setup' });
		expect(
			bed.sandbox.requestsTo('pay_integration', 'POST', '/v1/collections/payment-links')[0].body,
		).toEqual({
			concept: 'Setup',
			amount: 2550,
			productCode: 'setup_fee',
			customer: { name: 'Linus' },
		});

		bed.sandbox.clearLog();
		const found = await bed.ok({
			resource: 'paymentLink',
			operation: 'getAll',
			returnAll: true,
			filters: {
				status: 'pending',
				isTest: true,
				paymentProvider: 'card',
				linkType: 'customer_collection',
				search: 'gra',
			},
		});
		expect(found.map((l) => l.id)).toEqual([capture.id]);
		expect(bed.sandbox.requestsTo('pay_integration', 'GET', '/v1/payment-links')[0].query).toEqual({
			status: 'pending',
			isTest: 'true',
			paymentProvider: 'card',
			linkType: 'customer_collection',
			search: 'gra',
			lim: '100',
			off: '0',
		});
	});

	test('subscription create (items or legacy product), get, get many with items, replace items, change customer', async () => {
		const ada = bed.state().seedVaultedCustomer('vault_ada');
		const bob = bed.state().seedVaultedCustomer('vault_bob');
		const [sub] = await bed.ok({
			resource: 'subscription',
			operation: 'create',
			customerId: ada.id,
			productsMode: 'items',
			items: items(['plan_basic', 2], ['plan_seat', 3]),
		});
		expect(sub).toMatchObject({
			status: 'active',
			customerId: ada.id,
			cycleTotal: 2 * 1000 + 3 * 300,
		});
		expect(bed.sandbox.requestsTo('pay_integration', 'POST', '/v1/subscriptions')[0].body).toEqual({
			customerId: ada.id,
			items: [
				{ productCode: 'plan_basic', quantity: 2 },
				{ productCode: 'plan_seat', quantity: 3 },
			],
		});
		const [legacy] = await bed.ok({
			resource: 'subscription',
			operation: 'create',
			customerId: bob.id,
			productsMode: 'productCode',
			productCode: 'plan_pro',
			additionalFields: { isTest: true },
		});
		expect(legacy.items).toEqual([expect.objectContaining({ productId: 'plan_pro', quantity: 1 })]);
		expect(bed.sandbox.requestsTo('pay_integration', 'POST', '/v1/subscriptions')[1].body).toEqual({
			customerId: bob.id,
			productCode: 'plan_pro',
			isTest: true,
		});

		const [read] = await bed.ok({
			resource: 'subscription',
			operation: 'get',
			subscriptionId: sub.id,
		});
		expect(read.items[0].product).toMatchObject({ productCode: 'plan_basic', price: 1000 });
		const bare = await bed.ok({ resource: 'subscription', operation: 'getAll', returnAll: true });
		expect(bare).toHaveLength(2);
		expect(bare[0].items).toBeUndefined();
		const expanded = await bed.ok({
			resource: 'subscription',
			operation: 'getAll',
			returnAll: false,
			limit: 1,
			expandItems: true,
		});
		expect(expanded).toHaveLength(1);
		expect(expanded[0].items).toHaveLength(2);

		const [replaced] = await bed.ok({
			resource: 'subscription',
			operation: 'replaceItems',
			subscriptionId: sub.id,
			items: items(['plan_pro']),
			additionalFields: { deferredAmountCents: 40 },
		});
		expect(replaced.effectiveAt).toBe(sub.currentPeriodEnd);
		expect(replaced.deferredAmountCents).toBe(40);
		expect(replaced.pendingItems.items).toEqual([
			expect.objectContaining({ productId: 'plan_pro', effectiveFrom: sub.currentPeriodEnd }),
		]);

		const [moved] = await bed.ok({
			resource: 'subscription',
			operation: 'changeCustomer',
			subscriptionId: sub.id,
			customerId: bob.id,
		});
		expect(moved).toMatchObject({
			customerId: bob.id,
			currentPeriodEnd: sub.currentPeriodEnd,
			nextBillingAt: sub.nextBillingAt,
		});
	});

	test('subscription cancel now / at period end, reactivate, invoices with a status filter', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const [sub] = await bed.ok({
			resource: 'subscription',
			operation: 'create',
			customerId: ada.id,
			productsMode: 'items',
			items: items(['plan_basic']),
		});
		const [pending] = await bed.ok({
			resource: 'subscription',
			operation: 'cancel',
			subscriptionId: sub.id,
			when: 'periodEnd',
		});
		expect(pending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
		const [lifted] = await bed.ok({
			resource: 'subscription',
			operation: 'reactivate',
			subscriptionId: sub.id,
		});
		expect(lifted).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
		const [cancelled] = await bed.ok({
			resource: 'subscription',
			operation: 'cancel',
			subscriptionId: sub.id,
			when: 'now',
		});
		expect(cancelled).toMatchObject({
			status: 'cancelled',
			cancellationReason: 'cancelled_by_request',
			nextBillingAt: null,
		});
		expect(
			bed.sandbox
				.requestsTo('pay_integration', 'PATCH', '/v1/subscriptions/{id}/cancel')
				.map((r) => r.body),
		).toEqual([{ cancelAtPeriodEnd: true }, { cancelAtPeriodEnd: false }]);
		const [revived] = await bed.ok({
			resource: 'subscription',
			operation: 'reactivate',
			subscriptionId: sub.id,
		});
		expect(revived).toMatchObject({ status: 'active', nextBillingAt: sub.currentPeriodEnd });

		bed.state().advanceDays(31);
		bed.state().advanceDays(31);
		const invoices = await bed.ok({
			resource: 'subscription',
			operation: 'getInvoices',
			subscriptionId: sub.id,
			returnAll: true,
			filters: { status: 'paid' },
		});
		expect(invoices).toHaveLength(2);
		expect(invoices[0]).toMatchObject({
			amount: 1000,
			status: 'paid',
			itemsSnapshot: [
				expect.objectContaining({ productCode: 'plan_basic', price: 1000, quantity: 1 }),
			],
		});
		expect(
			await bed.ok({
				resource: 'subscription',
				operation: 'getInvoices',
				subscriptionId: sub.id,
				returnAll: true,
				filters: { status: 'open' },
			}),
		).toEqual([]);
	});

	test('charge create (with the user key sent as idempotencyKey), get and get many', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const [charge] = await bed.ok({
			resource: 'charge',
			operation: 'create',
			customerId: ada.id,
			productCode: 'setup_fee',
			additionalFields: { quantity: 2, idempotencyKey: 'order-77' },
		});
		expect(charge).toMatchObject({
			status: 'paid',
			amount: 3000,
			idempotencyKey: 'order-77',
			customerId: ada.id,
		});
		const [read] = await bed.ok({ resource: 'charge', operation: 'get', chargeId: charge.id });
		expect(read.id).toBe(charge.id);
		expect(await bed.ok({ resource: 'charge', operation: 'getAll', returnAll: true })).toHaveLength(
			1,
		);
	});

	test('a prorated addon charge over an active subscription is billed for the rest of the period', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const [sub] = await bed.ok({
			resource: 'subscription',
			operation: 'create',
			customerId: ada.id,
			productsMode: 'items',
			items: items(['plan_basic']),
		});
		const span = Date.parse(sub.currentPeriodEnd) - Date.parse(sub.currentPeriodStart);
		bed.state().advance(span / 2);
		const [charge] = await bed.ok({
			resource: 'charge',
			operation: 'create',
			customerId: ada.id,
			productCode: 'addon_storage',
			additionalFields: { subscriptionId: sub.id, prorate: true },
		});
		expect(charge.amount).toBeGreaterThanOrEqual(199);
		expect(charge.amount).toBeLessThanOrEqual(201);
	});
});
