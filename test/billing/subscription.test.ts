import { billingTestbed, items, rejectedBy, subscription } from './helpers';

const bed = billingTestbed();
const rejected = rejectedBy(bed);

describe('Billing operations', () => {
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
		const sub = await bed.subscribe(ada.id, ['plan_basic']);
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
		const cancelled = await bed.cancelNow(sub.id);
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
		const invoices = await bed.invoicesOf(sub.id, { status: 'paid' });
		expect(invoices).toHaveLength(2);
		expect(invoices[0]).toMatchObject({
			amount: 1000,
			status: 'paid',
			itemsSnapshot: [
				expect.objectContaining({ productCode: 'plan_basic', price: 1000, quantity: 1 }),
			],
		});
		expect(await bed.invoicesOf(sub.id, { status: 'open' })).toEqual([]);
	});

	test('a prorated addon charge over an active subscription is billed for the rest of the period', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const sub = await bed.subscribe(ada.id, ['plan_basic']);
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

describe('Billing validation before any request', () => {
	test('items 1 to 20, quantity 1 to 1000, no duplicate product code', async () => {
		await rejected(subscription({}), 'Items', /1 to 20 items/);
		await rejected(
			subscription(items(...Array.from({ length: 21 }, (_, i) => [`p${i}`] as [string]))),
			'Items',
			/1 to 20 items/,
		);
		await rejected(
			subscription(items(['plan_basic', 0])),
			'Items › Quantity (items[0].quantity)',
			/1 to 1000/,
		);
		await rejected(
			subscription(items(['plan_basic', 1001])),
			'Items › Quantity (items[0].quantity)',
			/1 to 1000/,
		);
		await rejected(
			subscription(items(['plan_basic'], ['plan_basic', 2])),
			'Items › Product Code',
			/must not repeat "plan_basic"/,
		);
	});

	test('deferredAmountCents 1 to 99', async () => {
		const replace = (deferredAmountCents: number) => ({
			resource: 'subscription',
			operation: 'replaceItems',
			subscriptionId: 'sub_1',
			items: items(['plan_basic']),
			additionalFields: { deferredAmountCents },
		});
		await rejected(replace(0), 'Deferred Amount (Cents)', /1 to 99/);
		await rejected(replace(100), 'Deferred Amount (Cents)', /1 to 99/);
	});
});
