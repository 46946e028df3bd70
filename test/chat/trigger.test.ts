import type { IDataObject } from 'n8n-workflow';

import { nodeState } from '../harness/engine';
import { expectOrphanReplaced, runActivationCycles } from '../harness/lifecycle';
import { asDelivery, expectSignedPostRuns, useReceiver } from '../harness/receiver';
import type { WebhookSetup } from '../harness/webhooks';
import { activate, deliver, runHook } from '../harness/webhooks';
import { timestampSignature } from '../sandbox/stamps';
import { A, byId, chatTestbed } from './helpers';

const bed = chatTestbed();

const { received, webhookBaseUrl, webhookUrl: ourUrl } = useReceiver();

const setup = (events: string[] = ['message_created'], extra: IDataObject = {}): WebhookSetup => ({
	type: 'chatTrigger',
	parameters: { events, ...extra },
	credentials: bed.credentials(),
	webhookBaseUrl: webhookBaseUrl(),
});
const remote = () => [...bed.state().webhooks.values()];

describe('Chat Trigger lifecycle', () => {
	test('activate/deactivate cycles and a restart leave exactly one remote webhook, then none', async () => {
		const counts = await runActivationCycles({
			cycleSetup: () => setup(['message_created', 'conversation_created']),
			setup: () => setup(),
			remote,
			onActivated(staticData) {
				expect(remote()[0]).toMatchObject({
					url: ourUrl(),
					subscriptions: ['conversation_created', 'message_created'],
					account_id: 1,
				});
				// The secret is the one the service chose and returned.
				expect(nodeState(staticData).secret).toBe(remote()[0].secret);
			},
			onRestarted(registered) {
				expect(String(remote()[0].id)).toBe(registered);
				expect(bed.requests('POST', `${A}/webhooks`).map((r) => r.body)).toEqual([
					...Array(3).fill({
						url: ourUrl(),
						subscriptions: ['conversation_created', 'message_created'],
					}),
					{ url: ourUrl(), subscriptions: ['message_created'] },
				]);
			},
		});
		console.log(`Chat trigger remote webhook counts: ${counts.join('; ')}`);
	});

	test('changed kinds (and free-text kinds) are repaired in place, keeping the webhook and its secret', async () => {
		const first = await activate(setup(['message_created']), {});
		const second = await activate(
			setup(['contact_created'], { otherEvents: 'conversation_typing_on, contact_created' }),
			first,
		);
		expect(remote()).toHaveLength(1);
		expect(remote()[0].subscriptions).toEqual(['contact_created', 'conversation_typing_on']);
		expect(nodeState(second)).toEqual(nodeState(first));
		expect(bed.requests('PATCH', `${A}/webhooks/{id}`).map((r) => r.body)).toEqual([
			{ subscriptions: ['contact_created', 'conversation_typing_on'] },
		]);
	});

	test('a restart that lost its static data replaces the orphan instead of duplicating it', () =>
		expectOrphanReplaced(() => setup(), remote));

	test('the Events Field Name option names the field the kinds are registered under', async () => {
		await expect(
			activate(setup(['message_created'], { options: { eventsField: 'events' } }), {}),
		).rejects.toThrow(/Chat answered 422 validation_error/);
		expect(bed.requests('POST', `${A}/webhooks`).map((r) => r.body)).toEqual([
			{ url: ourUrl(), events: ['message_created'] },
		]);
		expect(remote()).toHaveLength(0);
	});

	test('other URLs are left alone; a webhook already gone counts as deleted', async () => {
		const other = {
			id: 999,
			account_id: 1,
			url: 'https://elsewhere.example/hook',
			subscriptions: ['message_created'],
			secret: 'x',
		};
		bed.state().webhooks.set(other.id, other);
		const staticData = await activate(setup(), {});
		bed.state().webhooks.delete(Number(nodeState(staticData).webhookId));
		const { result } = await runHook(setup(), 'delete', staticData);
		expect(result).toBe(true);
		expect(remote().map((w) => w.id)).toEqual([999]);
		bed.sandbox.failNext('chat', 404, { method: 'DELETE' });
		const again = await activate(setup(), {});
		expect((await runHook(setup(), 'delete', again)).result).toBe(true);
	});
});

describe('Chat Trigger deliveries', () => {
	async function activeWithMessage(
		events = ['message_created'],
		extra: IDataObject = {},
		content = 'Where is my order?',
	) {
		const staticData = await activate(setup(events, extra), {});
		const { conversation } = bed.seed();
		const sent = await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content,
			message_type: 'incoming',
		});
		expect(sent.error).toBeUndefined();
		expect(received).toHaveLength(1);
		return { staticData, captured: received[0], conversation };
	}

	test('the sandbox posts a signed delivery to the registered URL; it runs the workflow once', async () => {
		const { staticData, captured, conversation } = await activeWithMessage();
		const result = await expectSignedPostRuns(setup(), captured, staticData, {
			signatureHeader: 'x-chatwoot-signature',
			timestampHeader: 'x-chatwoot-timestamp',
			sign: timestampSignature,
		});
		expect(result.items[0].json).toMatchObject({
			event: 'message_created',
			content: 'Where is my order?',
			message_type: 0,
			conversation: { id: conversation.id },
		});
	});

	test('a tampered body, a missing signature and an old timestamp answer 401 and start nothing', async () => {
		const { staticData, captured } = await activeWithMessage();
		const tampered = captured.raw.replace('Where is my order?', 'Refund me twice');
		const bad = await deliver(
			setup(),
			{ ...asDelivery(captured), body: JSON.parse(tampered), rawBody: tampered },
			staticData,
		);
		expect([bad.status, bad.items.length]).toEqual([401, 0]);
		const { 'x-chatwoot-signature': _, ...unsigned } = asDelivery(captured).headers;
		const missing = await deliver(
			setup(),
			{ ...asDelivery(captured), headers: unsigned },
			staticData,
		);
		expect([missing.status, missing.items.length]).toEqual([401, 0]);
		const old = String(Math.floor(Date.now() / 1000) - 600);
		const secret = nodeState(staticData).secret as string;
		const replay = await deliver(
			setup(),
			{
				...asDelivery(captured),
				headers: {
					...asDelivery(captured).headers,
					'x-chatwoot-timestamp': old,
					'x-chatwoot-signature': timestampSignature(secret, old, captured.raw),
				},
			},
			staticData,
		);
		expect([replay.status, replay.items.length]).toEqual([401, 0]);
	});

	test('a redelivery keeps its delivery id: both items carry it as eventId (the workflow deduplicates on it)', async () => {
		const { staticData, captured } = await activeWithMessage();
		const first = await deliver(setup(), asDelivery(captured), staticData);
		await bed.state().redeliver(bed.state().deliveries[0]);
		expect(received).toHaveLength(2);
		const id = captured.headers['x-chatwoot-delivery'];
		expect(received[1].headers['x-chatwoot-delivery']).toBe(id);
		const second = await deliver(setup(), asDelivery(received[1]), first.staticData);
		expect([first.items[0].json.eventId, second.status, second.items[0].json.eventId]).toEqual([
			id,
			200,
			id,
		]);
	});

	test('Only Incoming Messages drops what agents send; Only Inbox ID drops other inboxes', async () => {
		const { staticData, captured, conversation } = await activeWithMessage(['message_created'], {
			options: { onlyIncoming: true },
		});
		expect(
			(
				await deliver(
					setup(['message_created'], { options: { onlyIncoming: true } }),
					asDelivery(captured),
					staticData,
				)
			).items,
		).toHaveLength(1);
		await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'On its way',
		});
		const outgoing = await deliver(
			setup(['message_created'], { options: { onlyIncoming: true } }),
			asDelivery(received[1]),
			staticData,
		);
		expect([outgoing.status, outgoing.items.length]).toEqual([200, 0]);
		const elsewhere = await deliver(
			setup(['message_created'], { options: { inboxId: '12345' } }),
			asDelivery(received[1]),
			staticData,
		);
		expect(elsewhere.items).toHaveLength(0);
		const ours = await deliver(
			setup(['message_created'], { options: { inboxId: String(conversation.inbox_id) } }),
			asDelivery(received[1]),
			staticData,
		);
		expect(ours.items).toHaveLength(1);
	});

	test('conversation and contact events reach the trigger subscribed to them', async () => {
		const events = ['contact_created', 'conversation_status_changed', 'conversation_updated'];
		const staticData = await activate(setup(events), {});
		const { conversation } = bed.seed();
		await bed.run({
			resource: 'contact',
			operation: 'create',
			additionalFields: { name: 'New person' },
		});
		await bed.run({
			resource: 'conversation',
			operation: 'setStatus',
			conversationId: byId(conversation.id),
			status: 'resolved',
		});
		await bed.run({
			resource: 'conversation',
			operation: 'setPriority',
			conversationId: byId(conversation.id),
			priority: 'high',
		});
		await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'not subscribed',
		});
		expect(received.map((r) => JSON.parse(r.raw).event)).toEqual([
			'contact_created',
			'conversation_status_changed',
			'conversation_updated',
		]);
		for (const captured of received)
			expect((await deliver(setup(events), asDelivery(captured), staticData)).items).toHaveLength(
				1,
			);
		// A kind the node no longer wants is acknowledged and starts nothing.
		const narrowed = await deliver(setup(['contact_created']), asDelivery(received[2]), staticData);
		expect([narrowed.status, narrowed.items.length]).toEqual([200, 0]);
	});

	test('a webhook registered without a secret: deliveries are refused unless verification is off', async () => {
		const staticData = await activate(setup(), {});
		const webhook = remote()[0];
		webhook.secret = null;
		nodeState(staticData).secret = '';
		const { conversation } = bed.seed();
		await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'unsigned',
		});
		expect(received[0].headers['x-chatwoot-signature']).toBeUndefined();
		const refused = await deliver(setup(), asDelivery(received[0]), staticData);
		expect([refused.status, refused.responseBody]).toEqual([
			401,
			{ error: 'Delivery rejected: no signing secret is configured' },
		]);
		const accepted = await deliver(
			setup(['message_created'], { options: { verify: false } }),
			asDelivery(received[0]),
			staticData,
		);
		expect(accepted.items).toHaveLength(1);
	});
});
