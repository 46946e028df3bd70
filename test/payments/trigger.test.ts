import { activate, deliver, runHook } from '../harness/webhooks';
import { paymentsTestbed } from './helpers';
import { nodeState } from '../harness/engine';

const bed = paymentsTestbed();

const trigger = (events = ['payment.completed', 'payment.refunded']) => ({
	type: 'paymentsTrigger',
	parameters: { events },
	credentials: bed.credentials(),
});

describe('BizOps Payments Trigger', () => {
	test('activation registers one webhook with its own secret; checkExists finds it; delete removes it', async () => {
		const staticData = await activate(trigger());
		const hooks = [...bed.state().webhooks.values()];
		expect(hooks).toHaveLength(1);
		expect(hooks[0]).toMatchObject({
			url: expect.stringMatching(/\/webhook$/),
			events: ['payment.completed', 'payment.refunded'],
			active: true,
		});
		expect(nodeState(staticData)).toEqual({ webhookId: hooks[0].id, secret: hooks[0].secret });
		expect(String(hooks[0].secret)).toMatch(/^[0-9a-f]{64}$/);

		// A restart activates again: nothing new is created.
		const again = await activate(trigger(), staticData);
		expect(bed.state().webhooks.size).toBe(1);
		expect(nodeState(again).webhookId).toBe(hooks[0].id);

		const removed = await runHook(trigger(), 'delete', again);
		expect(removed.result).toBe(true);
		expect(bed.state().webhooks.size).toBe(0);
		expect(nodeState(removed.staticData)).toEqual({});
		// Already gone is success, and sends no DELETE.
		bed.sandbox.clearLog();
		expect((await runHook(trigger(), 'delete', again)).result).toBe(true);
		expect(bed.sandbox.requestsTo('payments', 'DELETE')).toHaveLength(0);
	});

	test('a changed event set or a disabled webhook is repaired in place', async () => {
		const staticData = await activate(trigger());
		const [hook] = bed.state().webhooks.values();
		hook.active = false;
		const checked = await runHook(trigger(['settlement.completed']), 'checkExists', staticData);
		expect(checked.result).toBe(true);
		expect(hook).toMatchObject({ events: ['settlement.completed'], active: true });
		expect(bed.sandbox.requestsTo('payments', 'PATCH')).toHaveLength(1);
	});

	test('stale remote webhooks for our URL (lost static data, duplicates) are removed and one is created', async () => {
		const first = await activate(trigger());
		await activate(trigger(), {});
		expect(bed.state().webhooks.size).toBe(1);
		const [hook] = bed.state().webhooks.values();
		expect(hook.id).not.toBe(nodeState(first).webhookId);
	});

	test('deliveries: valid, tampered, unsigned, unselected kind, repeated', async () => {
		const staticData = await activate(trigger());
		const link = bed.seedLink(2500);
		const txn = bed.state().pay(link.id);
		bed.state().settle('2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');
		const [paid] = bed.state().deliveries;
		expect(bed.state().deliveries).toHaveLength(1);

		const valid = await deliver(trigger(), paid, staticData);
		expect(valid.status).toBe(200);
		expect(valid.items[0].json).toMatchObject({
			type: 'payment.completed',
			data: { id: txn.id, amount: 2500 },
		});

		const tampered = await deliver(
			trigger(),
			{ ...paid, rawBody: paid.rawBody.replace('2500', '25000') },
			staticData,
		);
		expect(tampered.status).toBe(401);
		expect(tampered.items).toHaveLength(0);
		const unsigned = await deliver(trigger(), { ...paid, headers: {} }, staticData);
		expect(unsigned.status).toBe(401);
		expect(unsigned.responseBody).toEqual({
			error: 'Delivery rejected: the x-signature header is missing',
		});

		// A repeat runs again with the same eventId (the workflow claims the event on it) and a
		// receiptId of its own (a retry of the first one's execution carries the first's).
		const repeated = await deliver(trigger(), paid, valid.staticData);
		expect([repeated.status, repeated.items[0].json.eventId]).toEqual([200, paid.body.id]);
		expect(valid.items[0].json.eventId).toBe(paid.body.id);
		const receipts = [valid, repeated].map((r) => String(r.items[0].json.receiptId));
		expect(receipts.map((r) => /^[0-9a-f-]{36}$/.test(r))).toEqual([true, true]);
		expect(receipts[0]).not.toBe(receipts[1]);

		// A kind the webhook is not (or no longer) set up for starts nothing.
		const fake = { ...paid.body, id: 'evt_other', type: 'settlement.completed' };
		const [hook] = bed.state().webhooks.values();
		hook.events.push('settlement.completed');
		bed.state().emit('settlement.completed', fake);
		const other = await deliver(trigger(), bed.state().deliveries[1], staticData);
		expect(other.status).toBe(200);
		expect(other.items).toHaveLength(0);
	});
});
