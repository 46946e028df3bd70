import { createHmac } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import { activate, deliver, runHook } from '../harness/webhooks';
import { BILLING_KEYS, BILLING_PROJECT_SECRET } from '../sandbox/billing';
import { billingTestbed } from './helpers';
import { nodeState } from '../harness/engine';
import { COPY_WINDOW_MS } from '../../nodes/shared/webhook/recentEvents';

const bed = billingTestbed();

const trigger = (parameters: IDataObject = {}, secret = BILLING_PROJECT_SECRET) => ({
	type: 'billingTrigger',
	parameters: { events: [], otherEvents: '', ...parameters },
	credentials: bed.credentials(BILLING_KEYS.main, secret),
});

/** A delivery signed as the service signs: HMAC-SHA256 hex of "<timestamp>.<raw body>". */
function signed(
	body: IDataObject,
	{ timestamp = Math.floor(Date.now() / 1000), secret = BILLING_PROJECT_SECRET } = {},
) {
	const rawBody = JSON.stringify(body);
	const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
	return {
		body,
		rawBody,
		headers: { 'service-signature': signature, 'service-timestamp': String(timestamp) },
	};
}

const event = (kind: string, id = `evt_${kind}`) => ({
	id,
	event: kind,
	projectId: 'proj_1',
	createdAt: new Date().toISOString(),
	data: { kind },
});

describe('BizOps Billing Trigger', () => {
	test('a delivery signed by the sandbox starts one execution with the event', async () => {
		const customer = bed.state().seedVaultedCustomer();
		bed.state().emit('customer.created', 'proj_1', { customer });
		const [delivery] = bed.state().deliveries;
		const result = await deliver(trigger(), delivery);
		expect(result.status).toBe(200);
		expect(result.items).toHaveLength(1);
		expect(result.items[0].json).toMatchObject({
			event: 'customer.created',
			data: { customer: { id: customer.id } },
		});
	});

	test('tampered, unsigned, wrongly keyed and stale deliveries answer 401 and start nothing', async () => {
		const good = signed(event('charge.succeeded'));
		const cases = [
			{ ...good, rawBody: good.rawBody.replace('charge.succeeded', 'charge.failed') },
			{ ...good, headers: { 'service-timestamp': good.headers['service-timestamp'] } },
			signed(event('charge.succeeded'), { secret: 'someone-else' }),
			signed(event('charge.succeeded'), { timestamp: Math.floor(Date.now() / 1000) - 301 }),
			{
				...good,
				headers: {
					...good.headers,
					'service-timestamp': String(Number(good.headers['service-timestamp']) + 1),
				},
			},
		];
		// Refused at once whatever Respond says: n8n answers only deliveries that start an execution.
		for (const responseMode of ['onReceived', 'lastNode'])
			for (const delivery of cases) {
				const result = await deliver(trigger({ responseMode }), delivery);
				expect([responseMode, result.status, result.items.length]).toEqual([responseMode, 401, 0]);
			}
		const noSecret = await deliver(trigger({}, ''), good);
		expect(noSecret.status).toBe(401);
		expect(noSecret.responseBody).toEqual({
			error: 'Delivery rejected: no signing secret is configured',
		});
	});

	test('the replay window is an option', async () => {
		const old = signed(event('charge.succeeded'), {
			timestamp: Math.floor(Date.now() / 1000) - 600,
		});
		expect((await deliver(trigger(), old)).status).toBe(401);
		expect(
			(await deliver(trigger({ signing: { replayWindowSeconds: 900 } }), old)).items,
		).toHaveLength(1);
	});

	test('another signing scheme is set through the options', async () => {
		const body = event('invoice.paid');
		const rawBody = JSON.stringify(body);
		const digest = createHmac('sha512', BILLING_PROJECT_SECRET).update(rawBody).digest('base64');
		const delivery = { body, rawBody, headers: { 'x-sig': `v1=${digest}` } };
		const options = {
			signatureHeader: 'x-sig',
			prefix: 'v1=',
			algorithm: 'sha512',
			encoding: 'base64',
			signedContent: 'body',
			timestampHeader: '',
		};
		expect((await deliver(trigger({ signing: options }), delivery)).items).toHaveLength(1);
		expect((await deliver(trigger(), delivery)).status).toBe(401);
	});

	test('a repeated delivery runs again with the same eventId (the workflow deduplicates on it)', async () => {
		const delivery = signed(event('charge.succeeded', 'evt_42'));
		const first = await deliver(trigger(), delivery);
		const again = await deliver(trigger(), delivery, first.staticData);
		expect([first.items[0].json.eventId, again.status, again.items[0].json.eventId]).toEqual([
			'evt_42',
			200,
			'evt_42',
		]);
	});

	describe('copies of one event sent at the same moment', () => {
		afterEach(() => jest.restoreAllMocks());
		const toWorkflow = (workflowId: string) => ({ ...trigger(), workflowId });

		test('start one execution; the other copies are answered 200 without one', async () => {
			const delivery = signed(event('charge.succeeded', 'evt_copies'));
			const copies = await Promise.all(
				[1, 2, 3].map(async () => await deliver(toWorkflow('wf-copies'), delivery)),
			);
			expect(copies.map(({ status, items }) => [status, items.length]).sort()).toEqual([
				[200, 0],
				[200, 0],
				[200, 1],
			]);
			expect(copies.find((c) => !c.items.length)?.responseBody).toEqual({
				received: true,
				note: 'event evt_copies is already being processed',
			});
			// Another workflow on the same event gets its own execution.
			expect((await deliver(toWorkflow('wf-other'), delivery)).items).toHaveLength(1);
		});

		test('with Respond When the Workflow Finishes, the other copies are answered 503: not done yet', async () => {
			const delivery = signed(event('charge.succeeded', 'evt_held'));
			const held = {
				...toWorkflow('wf-held'),
				parameters: { ...trigger().parameters, responseMode: 'lastNode' },
			};
			const copies = await Promise.all([1, 2, 3].map(async () => await deliver(held, delivery)));
			// The first starts the execution and sends nothing itself: n8n answers when it ends.
			const first = copies.find((c) => c.items.length)!;
			expect([first.noWebhookResponse, first.responseBody]).toEqual([false, undefined]);
			expect(copies.map(({ status, items }) => [status, items.length]).sort()).toEqual([
				[200, 1],
				[503, 0],
				[503, 0],
			]);
			expect(copies.find((c) => !c.items.length)?.responseBody).toEqual({
				error:
					'Delivery rejected: event evt_held is already being processed; deliver it again later',
			});
		});

		test('a repeat after COPY_WINDOW_MS starts an execution again (left to the workflow)', async () => {
			const delivery = signed(event('charge.succeeded', 'evt_later'));
			const start = Date.now();
			const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
			expect((await deliver(toWorkflow('wf-later'), delivery)).items).toHaveLength(1);
			clock.mockReturnValue(start + COPY_WINDOW_MS - 1);
			expect((await deliver(toWorkflow('wf-later'), delivery)).items).toHaveLength(0);
			clock.mockReturnValue(start + COPY_WINDOW_MS);
			expect((await deliver(toWorkflow('wf-later'), delivery)).items[0].json.eventId).toBe(
				'evt_later',
			);
		});
	});

	test('only the selected kinds, named or free text, start the workflow', async () => {
		const parameters = { events: ['invoice.paid'], otherEvents: 'refund.created, something.else' };
		expect((await deliver(trigger(parameters), signed(event('invoice.paid')))).items).toHaveLength(
			1,
		);
		expect(
			(await deliver(trigger(parameters), signed(event('refund.created')))).items,
		).toHaveLength(1);
		const skipped = await deliver(trigger(parameters), signed(event('subscription.created')));
		expect(skipped.status).toBe(200);
		expect(skipped.items).toHaveLength(0);
	});

	test('activation checks the key and the secret instead of registering anything', async () => {
		await expect(activate(trigger({}, ''))).rejects.toThrow(/no Webhook Secret/);
		await expect(
			activate({ ...trigger(), credentials: bed.credentials('revoked', BILLING_PROJECT_SECRET) }),
		).rejects.toThrow(/ERR_API_KEY_NOT_FOUND/);
		const staticData = await activate(trigger());
		expect(nodeState(staticData).webhookUrl).toMatch(/\/webhook$/);
		expect((await runHook(trigger(), 'checkExists', staticData)).result).toBe(true);
		const removed = await runHook(trigger(), 'delete', staticData);
		expect(nodeState(removed.staticData).webhookUrl).toBeUndefined();
	});
});
