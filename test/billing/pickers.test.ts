import { billingTestbed, items } from './helpers';

const bed = billingTestbed();

const fromList = (value: string) => ({ __rl: true, mode: 'list', value });

describe('Billing pickers', () => {
	test('customers are searched by name, e-mail or ID, page by page at the largest page size', async () => {
		const ada = bed.state().seedCustomer({ name: 'Ada Lovelace', email: 'ada@example.com' });
		for (let i = 0; i < 120; i++)
			bed.state().seedCustomer({ name: `Filler ${i}`, email: `filler${i}@example.com` });
		const grace = bed.state().seedCustomer({ name: 'Grace Hopper', email: 'grace@navy.example' });

		const first = await bed.listSearch('searchCustomers', 'ADA');
		expect(first.results).toEqual([
			{ name: `Ada Lovelace · ada@example.com · ${ada.id}`, value: ada.id },
		]);
		expect(first.paginationToken).toBeDefined();
		const second = await bed.listSearch('searchCustomers', 'navy', first.paginationToken);
		expect(second.results).toEqual([
			{ name: `Grace Hopper · grace@navy.example · ${grace.id}`, value: grace.id },
		]);
		expect(second.paginationToken).toBeUndefined();
		expect(
			bed.sandbox.requestsTo('pay_integration', 'GET', '/v1/customers').map((r) => r.query),
		).toEqual([
			{ lim: '100', off: '0' },
			{ lim: '100', off: '100' },
		]);
		expect((await bed.listSearch('searchCustomers')).results).toHaveLength(100);
	});

	test('subscriptions show their status and customer; products their name, payment type and code', async () => {
		const ada = bed.state().seedVaultedCustomer('vault_ada', { name: 'Ada' });
		const sub = await bed.subscribe(ada.id, ['plan_basic']);
		await bed.cancelNow(sub.id);
		const other = await bed.subscribe(ada.id, ['plan_pro']);

		expect((await bed.listSearch('searchSubscriptions', 'cancelled')).results).toEqual([
			{ name: `cancelled · customer ${ada.id} · ${sub.id}`, value: sub.id },
		]);
		expect(
			(await bed.listSearch('searchSubscriptions', ada.id)).results.map((r) => r.value),
		).toEqual([sub.id, other.id]);

		expect((await bed.listSearch('searchProducts', 'storage')).results).toEqual([
			{ name: 'Storage addon · one_time · addon_storage', value: 'addon_storage' },
		]);
		const products = (await bed.listSearch('searchProducts')).results.map((r) => r.value);
		expect(products).toContain('plan_basic');
		expect(products).not.toContain('plan_other');
	});

	test('an ID picked from a list is used like one typed in', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const [sub] = await bed.ok({
			resource: 'subscription',
			operation: 'create',
			customerId: fromList(ada.id),
			productsMode: 'productCode',
			productCode: fromList('plan_basic'),
		});
		expect(bed.sandbox.requestsTo('pay_integration', 'POST', '/v1/subscriptions')[0].body).toEqual({
			customerId: ada.id,
			productCode: 'plan_basic',
		});
		const [read] = await bed.ok({
			resource: 'subscription',
			operation: 'get',
			subscriptionId: fromList(sub.id),
		});
		expect(read.id).toBe(sub.id);
		const [charge] = await bed.ok({
			resource: 'charge',
			operation: 'create',
			customerId: fromList(ada.id),
			productCode: fromList('setup_fee'),
		});
		expect(charge).toMatchObject({ customerId: ada.id, productCode: 'setup_fee' });
		// An expression that gives nothing is refused before any request, named as the panel labels it.
		const { error } = await bed.run(
			{
				resource: 'subscription',
				operation: 'changeCustomer',
				subscriptionId: fromList(sub.id),
				customerId: '={{ $json.next }}',
			},
			[{ next: ' ' }],
		);
		expect(error?.message).toBe('New Customer (customerId): is required (item 0)');
		expect(bed.sandbox.requestsTo('pay_integration', 'PATCH')).toHaveLength(0);
	});
});

describe('Billing Simplify', () => {
	test('is on by default on every Get and Get Many, and off returns the records whole', async () => {
		const ada = bed.state().seedVaultedCustomer('vault_ada', { name: 'Ada', cardBin: '424242' });
		const sub = await bed.subscribe(ada.id, ['plan_basic']);
		await bed.ok({
			resource: 'subscription',
			operation: 'replaceItems',
			subscriptionId: sub.id,
			items: items(['plan_pro']),
		});
		const [charge] = await bed.ok({
			resource: 'charge',
			operation: 'create',
			customerId: ada.id,
			productCode: 'setup_fee',
		});
		await bed.ok({
			resource: 'collectionLink',
			operation: 'createCardCapture',
			customerName: 'Grace',
			additionalFields: { redirectUrl: 'https://example.com/done' },
		});

		const reads = [
			{ resource: 'customer', operation: 'get', customerId: ada.id },
			{ resource: 'customer', operation: 'getAll', returnAll: true },
			{ resource: 'subscription', operation: 'get', subscriptionId: sub.id },
			{ resource: 'subscription', operation: 'getAll', returnAll: true, expandItems: true },
			{ resource: 'charge', operation: 'get', chargeId: charge.id },
			{ resource: 'charge', operation: 'getAll', returnAll: true },
			{ resource: 'product', operation: 'get', productCode: 'plan_basic' },
			{ resource: 'product', operation: 'getAll', returnAll: false, limit: 1 },
			{ resource: 'paymentLink', operation: 'getAll', returnAll: true },
		];
		const simplified = await Promise.all(
			reads.map(async (parameters) => (await bed.ok(parameters))[0]),
		);
		const whole = await Promise.all(
			reads.map(async (parameters) => (await bed.ok({ ...parameters, simplify: false }))[0]),
		);
		// The fields Simplify keeps, for each record kind (a Get and its Get Many keep the same ones)
		const customerFields = [
			'cardBrand',
			'cardLast4',
			'createdAt',
			'customerVaultId',
			'email',
			'id',
			'name',
			'paymentProvider',
			'phone',
			'status',
		];
		const subscriptionFields = [
			'cancelAtPeriodEnd',
			'cancellationReason',
			'createdAt',
			'currentPeriodEnd',
			'currentPeriodStart',
			'customerId',
			'cycleTotal',
			'id',
			'items',
			'nextBillingAt',
			'status',
		];
		const chargeFields = [
			'amount',
			'createdAt',
			'currency',
			'customerId',
			'id',
			'productCode',
			'quantity',
			'status',
			'subscriptionId',
		];
		const productFields = [
			'billingInterval',
			'billingPeriod',
			'currency',
			'name',
			'paymentType',
			'price',
			'productCode',
			'status',
		];
		const paymentLinkFields = [
			'amount',
			'concept',
			'createdAt',
			'customerEmail',
			'customerName',
			'expiresAt',
			'id',
			'isTest',
			'linkType',
			'paymentLinkUrl',
			'status',
		];
		expect(simplified.map((record) => Object.keys(record).sort())).toEqual([
			customerFields,
			customerFields,
			subscriptionFields,
			subscriptionFields,
			chargeFields,
			chargeFields,
			productFields,
			productFields,
			paymentLinkFields,
		]);
		for (const [i, record] of simplified.entries()) expect(whole[i]).toMatchObject(record);
		expect(whole[0].cardBin).toBe('424242');
		expect(whole[2].pendingItems.items).toHaveLength(1);
		expect(whole[4].idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
		expect(whole[6].requiresSubscription).toBe(false);
		expect(whole[8].redirectUrl).toBe('https://example.com/done');
	});
});
