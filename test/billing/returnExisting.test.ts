import type { INodeParameters } from 'n8n-workflow';

import { billingTestbed, customer, items, subscription } from './helpers';

const bed = billingTestbed();
const requests = (method: string, route: string) =>
	bed.sandbox.requestsTo('pay_integration', method, route);

describe('Customer → Create with Return Existing Instead of Creating', () => {
	const posts = () => requests('POST', '/v1/customers');
	const lists = () => requests('GET', '/v1/customers');

	test('off (the default): a second customer with the same e-mail is created', async () => {
		const made = bed.state().seedCustomer({ name: 'Ada', email: 'ada@example.com' });
		const { items: out, error } = await bed.run(customer({}));
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(1);
		expect(out[0].json.id).not.toBe(made.id);
		expect(lists()).toHaveLength(0);
	});

	test('on: the customer with the same e-mail, in another case, is output, pages deep, and nothing is posted', async () => {
		for (let i = 0; i < 130; i++) bed.state().seedCustomer({ email: `other-${i}@example.com` });
		const made = bed.state().seedCustomer({ name: 'Ada', email: 'Ada@Example.COM' });
		const { items: out, error } = await bed.run(customer({ findFirst: true }));
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(0);
		expect(out).toHaveLength(1);
		expect(out[0].json).toEqual(bed.state().customers.get(made.id));
		expect(out[0].pairedItem).toEqual({ item: 0 });
		// The match is the 131st customer: on the second page of 100.
		expect(lists().map((request) => request.query.off)).toEqual(['0', '100']);
	});

	test('on: another e-mail is created once, and a second run returns that one', async () => {
		bed.state().seedCustomer({ email: 'ada@example.org' });
		bed.state().seedCustomer({ email: 'ada.byron@example.com' });
		const first = await bed.run(customer({ findFirst: true, email: ' ada@example.com ' }));
		expect(first.error).toBeUndefined();
		expect(posts().map((request) => request.body.email)).toEqual(['ada@example.com']);
		const again = await bed.run(customer({ findFirst: true, email: 'ADA@example.com' }));
		expect(posts()).toHaveLength(1);
		expect(again.items[0].json.id).toBe(first.items[0].json.id);
	});
});

describe('Subscription → Create with Return Existing Instead of Creating', () => {
	const posts = () => requests('POST', '/v1/subscriptions');
	const lists = () => requests('GET', '/v1/subscriptions');
	const subscribe = (customerId: string, ...list: Array<[string, number]>) =>
		bed.state().subscribe(
			'proj_1',
			customerId,
			list.map(([productCode, quantity]) => ({ productCode, quantity })),
		);
	const create = (customerId: string, fields: INodeParameters): INodeParameters =>
		({
			...subscription(items(['plan_basic', 2], ['plan_seat', 3])),
			customerId,
			...fields,
		}) as INodeParameters;

	test('off (the default): a second subscription of the same customer and products is created', async () => {
		const ada = bed.state().seedVaultedCustomer('vault_ada');
		const made = subscribe(ada.id, ['plan_basic', 2], ['plan_seat', 3]);
		const { items: out, error } = await bed.run(create(ada.id, {}));
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(1);
		expect(out[0].json.id).not.toBe(made.id);
		expect(lists()).toHaveLength(0);
	});

	test("on: the customer's active subscription with the same products (any order), pages deep, is output with its items; nothing is posted", async () => {
		const others = bed.state().seedVaultedCustomer('vault_others');
		for (let i = 0; i < 120; i++) subscribe(others.id, ['plan_basic', 2], ['plan_seat', 3]);
		const ada = bed.state().seedVaultedCustomer('vault_ada');
		const made = subscribe(ada.id, ['plan_seat', 3], ['plan_basic', 2]);
		const { items: out, error } = await bed.run(create(ada.id, { findFirst: true }));
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(0);
		expect(out).toHaveLength(1);
		expect(out[0].json).toEqual(bed.state().subscriptionView(made));
		expect(out[0].pairedItem).toEqual({ item: 0 });
		expect(lists().map((request) => [request.query.off, request.query.expand])).toEqual([
			['0', 'items'],
			['100', 'items'],
		]);
	});

	test('on: a past-due subscription counts; the legacy product matches a subscription of that one product, quantity 1', async () => {
		const ada = bed.state().seedVaultedCustomer('vault_ada');
		const due = subscribe(ada.id, ['plan_basic', 2], ['plan_seat', 3]);
		due.status = 'past_due';
		const legacy = subscribe(ada.id, ['plan_pro', 1]);
		const found = await bed.ok(create(ada.id, { findFirst: true }));
		const single = await bed.ok({
			...create(ada.id, { findFirst: true }),
			productsMode: 'productCode',
			productCode: 'plan_pro',
		});
		expect([found[0].id, single[0].id]).toEqual([due.id, legacy.id]);
		expect(posts()).toHaveLength(0);
	});

	test('on: another quantity, another product, another customer or a cancelled one: created anew', async () => {
		const ada = bed.state().seedVaultedCustomer('vault_ada');
		const bob = bed.state().seedVaultedCustomer('vault_bob');
		const ended = subscribe(ada.id, ['plan_basic', 2], ['plan_seat', 3]);
		bed.state().cancel(ended, 'cancelled_by_request', bed.state().now());
		subscribe(ada.id, ['plan_basic', 2], ['plan_seat', 4]);
		subscribe(ada.id, ['plan_basic', 2]);
		subscribe(bob.id, ['plan_basic', 2], ['plan_seat', 3]);
		const { items: out, error } = await bed.run(create(ada.id, { findFirst: true }));
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(1);
		expect(out[0].json).toMatchObject({ customerId: ada.id, status: 'active' });
		expect(lists()).toHaveLength(1);
	});
});
