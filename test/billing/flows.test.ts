import type { IDataObject } from 'n8n-workflow';

import { deliver } from '../harness/webhooks';
import { BILLING_KEYS, BILLING_PROJECT_SECRET } from '../sandbox/billing';
import { DAY_MS } from '../sandbox/clock';
import { billingTestbed, items } from './helpers';

const bed = billingTestbed();

/** Feeds every delivery the sandbox signed so far to the trigger, as the service would post them. */
async function triggerSees() {
	const setup = {
		type: 'billingTrigger',
		parameters: { events: [], otherEvents: '' },
		credentials: bed.credentials(BILLING_KEYS.main, BILLING_PROJECT_SECRET),
	};
	let staticData: IDataObject = {};
	const seen: IDataObject[] = [];
	for (const delivery of bed.state().deliveries) {
		const result = await deliver(setup, delivery, staticData);
		expect(result.status).toBe(200);
		staticData = result.staticData;
		seen.push(...result.items.map((i) => i.json));
	}
	return seen;
}

const kinds = (events: IDataObject[]) =>
	events.map((e) =>
		e.event === 'subscription.cancelled' ? `${e.event}:${(e.data as IDataObject).reason}` : e.event,
	);

describe('Subscription lifecycle end to end (node + simulated clock + trigger)', () => {
	test('create, renewal declined, past_due retries, rescue by changing customer, cancel at period end, reactivate', async () => {
		const state = bed.state();
		const run = bed.ok;
		// A customer whose card will decline, and a rescue customer with a working card.
		const [ada] = await run({
			resource: 'customer',
			operation: 'create',
			name: 'Ada',
			email: 'ada@example.com',
		});
		await run({
			resource: 'customer',
			operation: 'vault',
			customerId: ada.id,
			customerVaultId: 'decline_ada',
			additionalFields: {},
		});
		const [bob] = await run({
			resource: 'customer',
			operation: 'create',
			name: 'Bob',
			email: 'bob@example.com',
		});
		await run({
			resource: 'customer',
			operation: 'vault',
			customerId: bob.id,
			customerVaultId: 'vault_bob',
			additionalFields: {},
		});

		const [sub] = await run({
			resource: 'subscription',
			operation: 'create',
			customerId: ada.id,
			productsMode: 'items',
			items: items(['plan_basic', 2]),
		});
		expect(state.processorLedger).toHaveLength(0);
		const due = Date.parse(sub.currentPeriodEnd);

		// Renewal declined, then the +1 day retry declined too.
		state.advance(due - state.clock.now());
		let [now] = await run({ resource: 'subscription', operation: 'get', subscriptionId: sub.id });
		expect(now).toMatchObject({
			status: 'past_due',
			nextBillingAt: new Date(due + DAY_MS).toISOString(),
			currentPeriodEnd: sub.currentPeriodEnd,
		});
		state.advanceDays(1);
		[now] = await run({ resource: 'subscription', operation: 'get', subscriptionId: sub.id });
		expect(now).toMatchObject({
			status: 'past_due',
			nextBillingAt: new Date(due + 3 * DAY_MS).toISOString(),
		});

		// Rescue: the next scheduled retry (+3 days) charges the new customer's card, period dates unchanged.
		[now] = await run({
			resource: 'subscription',
			operation: 'changeCustomer',
			subscriptionId: sub.id,
			customerId: bob.id,
		});
		expect(now).toMatchObject({
			customerId: bob.id,
			currentPeriodEnd: sub.currentPeriodEnd,
			nextBillingAt: new Date(due + 3 * DAY_MS).toISOString(),
		});
		state.advanceDays(2);
		[now] = await run({ resource: 'subscription', operation: 'get', subscriptionId: sub.id });
		expect(now.status).toBe('active');
		expect(now.currentPeriodStart).toBe(sub.currentPeriodEnd);
		expect(state.processorLedger.map((c) => [c.vault, c.ok])).toEqual([
			['decline_ada', false],
			['decline_ada', false],
			['vault_bob', true],
		]);
		const invoices = await run({
			resource: 'subscription',
			operation: 'getInvoices',
			subscriptionId: sub.id,
			returnAll: true,
			filters: {},
		});
		expect(invoices).toEqual([
			expect.objectContaining({ status: 'paid', attempts: 3, amount: 2000 }),
		]);

		// Cancel at period end, change of mind (reactivate), cancel at period end again and let it lapse.
		[now] = await run({
			resource: 'subscription',
			operation: 'cancel',
			subscriptionId: sub.id,
			when: 'periodEnd',
		});
		expect(now).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
		[now] = await run({
			resource: 'subscription',
			operation: 'reactivate',
			subscriptionId: sub.id,
		});
		expect(now.cancelAtPeriodEnd).toBe(false);
		[now] = await run({
			resource: 'subscription',
			operation: 'cancel',
			subscriptionId: sub.id,
			when: 'periodEnd',
		});
		const end = Date.parse(now.currentPeriodEnd);
		state.advance(end - state.clock.now() + 1000);
		[now] = await run({ resource: 'subscription', operation: 'get', subscriptionId: sub.id });
		expect(now).toMatchObject({
			status: 'cancelled',
			cancellationReason: 'cancel_at_period_end',
			nextBillingAt: null,
		});
		expect(state.processorLedger).toHaveLength(3);

		// The paid period is over: reactivation is refused with the documented code.
		const refused = await bed.run({
			resource: 'subscription',
			operation: 'reactivate',
			subscriptionId: sub.id,
		});
		expect(refused.error?.message).toContain('ERR_SUBSCRIPTION_PERIOD_ELAPSED');

		// The trigger saw every transition, in order, once each.
		expect(kinds(await triggerSees())).toEqual([
			'subscription.created',
			'invoice.payment_failed',
			'subscription.past_due',
			'invoice.payment_failed',
			'subscription.past_due',
			'subscription.customer_updated',
			'invoice.paid',
			'subscription.resumed',
			'subscription.cancelled:cancel_at_period_end',
		]);
	});

	test('a cancelled subscription whose period is still paid reactivates without charging the period twice', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const sub = await bed.subscribe(ada.id, ['plan_basic']);
		await bed.cancelNow(sub.id);
		bed.state().advanceDays(10);
		const [back] = await bed.ok({
			resource: 'subscription',
			operation: 'reactivate',
			subscriptionId: sub.id,
		});
		expect(back).toMatchObject({ status: 'active', nextBillingAt: sub.currentPeriodEnd });
		expect(bed.state().processorLedger).toHaveLength(0);
		expect(kinds(await triggerSees())).toEqual([
			'subscription.created',
			'subscription.cancelled:cancelled_by_request',
			'subscription.resumed',
		]);
	});

	test('dunning exhausted: the original attempt and four retries fail, then the subscription is cancelled', async () => {
		const ada = bed.state().seedVaultedCustomer('decline_always');
		const [sub] = await bed.ok({
			resource: 'subscription',
			operation: 'create',
			customerId: ada.id,
			productsMode: 'productCode',
			productCode: 'plan_basic',
		});
		bed.state().advanceDays(40);
		const [now] = await bed.ok({
			resource: 'subscription',
			operation: 'get',
			subscriptionId: sub.id,
		});
		expect(now).toMatchObject({ status: 'cancelled', cancellationReason: 'dunning_exhausted' });
		const due = Date.parse(sub.currentPeriodEnd);
		expect(bed.state().processorLedger.map((c) => (Date.parse(c.at) - due) / DAY_MS)).toEqual([
			0, 1, 3, 5, 7,
		]);
		const events = await triggerSees();
		expect(kinds(events).filter((k) => k !== 'invoice.payment_failed')).toEqual([
			'subscription.created',
			'subscription.past_due',
			'subscription.past_due',
			'subscription.past_due',
			'subscription.past_due',
			'subscription.cancelled:dunning_exhausted',
		]);
		const invoices = await bed.invoicesOf(sub.id, { status: 'failed' });
		expect(invoices).toHaveLength(1);
	});

	test('invoices bill current catalogue prices and freeze their items; replaced items and a deferred amount apply from the next cycle', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const sub = await bed.subscribe(ada.id, ['plan_basic']);
		bed.state().advanceDays(32);
		bed.state().setPrice('plan_basic', 1200);
		await bed.ok({
			resource: 'subscription',
			operation: 'replaceItems',
			subscriptionId: sub.id,
			items: items(['plan_basic'], ['plan_seat', 2]),
			additionalFields: { deferredAmountCents: 50 },
		});
		bed.state().advanceDays(31);
		const invoices = await bed.invoicesOf(sub.id);
		expect(invoices.map((i) => i.amount)).toEqual([1000, 1200 + 600 + 50]);
		expect(invoices[0].itemsSnapshot).toEqual([
			{ productCode: 'plan_basic', name: 'Basic plan', price: 1000, quantity: 1, amount: 1000 },
		]);
		expect(invoices[1].itemsSnapshot.map((i: IDataObject) => i.productCode)).toEqual([
			'plan_basic',
			'plan_seat',
		]);
		const [now] = await bed.ok({
			resource: 'subscription',
			operation: 'get',
			subscriptionId: sub.id,
			simplify: false,
		});
		expect(now.deferredAmountCents).toBe(0);
	});
});
