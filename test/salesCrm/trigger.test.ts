import { nodeState } from '../harness/engine';
import { expectOrphanReplaced, runActivationCycles } from '../harness/lifecycle';
import { asDelivery, expectSignedPostRuns, useReceiver } from '../harness/receiver';
import type { WebhookSetup } from '../harness/webhooks';
import { activate, deliver, runHook } from '../harness/webhooks';
import { timestampSignature } from '../sandbox/stamps';
import { salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();

const { received, webhookBaseUrl, webhookUrl: ourUrl } = useReceiver();

const setup = (
	events: string[] = ['deal.created', 'deal.won'],
	signing: Record<string, string> = {},
): WebhookSetup => ({
	type: 'salesCrmTrigger',
	parameters: { events, signing },
	credentials: bed.credentials(),
	webhookBaseUrl: webhookBaseUrl(),
});
const remote = () => [...bed.state().webhooks.values()];

describe('Sales CRM Trigger lifecycle', () => {
	test('three activate/deactivate cycles and a restart leave exactly one remote webhook, then none', async () => {
		const counts = await runActivationCycles({
			remote,
			setup: () => setup(),
			onActivated(staticData) {
				expect(remote()[0]).toMatchObject({
					url: ourUrl(),
					events: ['deal.created', 'deal.won'],
					active: true,
				});
				expect(bed.state().webhooks.get(nodeState(staticData).webhookId as string)?.secret).toBe(
					nodeState(staticData).secret,
				);
				expect(String(nodeState(staticData).secret)).toMatch(/^[0-9a-f]{64}$/);
			},
			onRestarted(registered) {
				expect(remote()[0].id).toBe(registered);
				expect(bed.requests('POST', '/webhooks')).toHaveLength(4);
			},
		});
		console.log(`Sales CRM trigger remote webhook counts: ${counts.join('; ')}`);
	});

	test('a restart that lost its static data replaces the orphan instead of duplicating it', () =>
		expectOrphanReplaced(() => setup(), remote));

	test('a changed event selection is re-registered', async () => {
		const first = await activate(setup(['deal.created']), {});
		const second = await activate(setup(['contact.created', 'deal.lost']), first);
		expect(remote()).toHaveLength(1);
		expect(remote()[0].events).toEqual(['contact.created', 'deal.lost']);
		expect(nodeState(second).webhookId).not.toBe(nodeState(first).webhookId);
		expect(bed.requests('DELETE', '/webhooks/{webhook_id}')).toHaveLength(1);
	});

	test('other URLs are left alone; deleting a webhook that is already gone is success', async () => {
		bed.state().webhooks.set('wh_other', {
			id: 'wh_other',
			url: 'https://elsewhere.example.com/hook',
			events: ['deal.won'],
			active: true,
			secret: 's',
		});
		const staticData = await activate(setup(), {});
		bed.state().webhooks.delete(nodeState(staticData).webhookId as string);
		const { result } = await runHook(setup(), 'delete', staticData);
		expect(result).toBe(true);
		expect(remote().map((w) => w.id)).toEqual(['wh_other']);
		expect(bed.requests('DELETE', '/webhooks/{webhook_id}')).toEqual([]);
	});

	test('a webhook that disappears between listing and deleting (404) is deleted all the same', async () => {
		const staticData = await activate(setup(), {});
		bed.sandbox.failNext('sales_crm', 404, { method: 'DELETE' });
		const { result, staticData: after } = await runHook(setup(), 'delete', staticData);
		expect(result).toBe(true);
		expect(bed.requests('DELETE', '/webhooks/{webhook_id}').map((r) => r.status)).toEqual([404]);
		expect(nodeState(after).webhookId).toBeUndefined();
	});
});

describe('Sales CRM Trigger deliveries', () => {
	async function activeWithDelivery(events = ['deal.created', 'deal.won']) {
		const staticData = await activate(setup(events), {});
		const { pipeline } = bed.state().seed();
		const created = await bed.run({
			resource: 'deal',
			operation: 'create',
			name: 'Fleet renewal',
			pipeline_id: { __rl: true, mode: 'id', value: pipeline.id },
			stage_id: pipeline.stages[0].id,
			additionalFields: { value: 12000 },
		});
		expect(created.error).toBeUndefined();
		expect(received).toHaveLength(1);
		return { staticData, captured: received[0], deal: created.items[0].json };
	}

	test('the sandbox really posts a signed delivery to the registered URL, and it is emitted as one item', async () => {
		const { staticData, captured, deal } = await activeWithDelivery();
		const result = await expectSignedPostRuns(setup(), captured, staticData, {
			signatureHeader: 'x-signature',
			timestampHeader: 'x-timestamp',
			sign: timestampSignature,
		});
		expect(result.items[0].json).toMatchObject({
			event: 'deal.created',
			data: { id: deal.id, name: 'Fleet renewal', value: 12000 },
		});
	});

	test('a tampered body answers 401 and starts nothing', async () => {
		const { staticData, captured } = await activeWithDelivery();
		const tampered = captured.raw.replace('12000', '99000');
		const result = await deliver(
			setup(),
			{ ...asDelivery(captured), body: JSON.parse(tampered), rawBody: tampered },
			staticData,
		);
		expect(result.status).toBe(401);
		expect(result.items).toHaveLength(0);
	});

	test('an unsigned delivery answers 401', async () => {
		const { staticData, captured } = await activeWithDelivery();
		const { 'x-signature': _, ...headers } = asDelivery(captured).headers;
		const result = await deliver(setup(), { ...asDelivery(captured), headers }, staticData);
		expect(result.status).toBe(401);
		expect(result.items).toHaveLength(0);
	});

	test('a replayed delivery (timestamp outside the window, correctly signed) answers 401', async () => {
		const { staticData, captured } = await activeWithDelivery();
		const old = String(Math.floor(Date.now() / 1000) - 3600);
		const secret = nodeState(staticData).secret as string;
		const headers = {
			...asDelivery(captured).headers,
			'x-timestamp': old,
			'x-signature': timestampSignature(secret, old, captured.raw),
		};
		const result = await deliver(setup(), { ...asDelivery(captured), headers }, staticData);
		expect(result.status).toBe(401);
		expect(result.items).toHaveLength(0);
	});

	test('the same delivery twice: both carry its X-Delivery-Id as eventId (the workflow deduplicates on it)', async () => {
		const { staticData, captured } = await activeWithDelivery();
		const first = await deliver(setup(), asDelivery(captured), staticData);
		const second = await deliver(setup(), asDelivery(captured), first.staticData);
		const id = captured.headers['x-delivery-id'];
		expect(id).toMatch(/^evt_/);
		expect([first.items[0].json.eventId, second.status, second.items[0].json.eventId]).toEqual([
			id,
			200,
			id,
		]);
	});

	test('won, lost and contact events reach only webhooks subscribed to them', async () => {
		const staticData = await activate(setup(['deal.won', 'contact.created']), {});
		const { deals } = bed.state().seed({ deals: 2 });
		await bed.run({
			resource: 'deal',
			operation: 'won',
			dealId: { __rl: true, mode: 'id', value: deals[0].id },
			additionalFields: { final_value: 5 },
		});
		await bed.run({
			resource: 'deal',
			operation: 'lost',
			dealId: { __rl: true, mode: 'id', value: deals[1].id },
			reason: 'price',
		});
		await bed.run({ resource: 'contact', operation: 'create', name: 'New lead' });
		expect(received.map((r) => JSON.parse(r.raw).event)).toEqual(['deal.won', 'contact.created']);
		for (const captured of received) {
			const result = await deliver(
				setup(['deal.won', 'contact.created']),
				asDelivery(captured),
				staticData,
			);
			expect(result.items).toHaveLength(1);
		}
	});

	test('custom signing options: base64 over the body alone, no timestamp', async () => {
		const { staticData, captured } = await activeWithDelivery();
		const secret = nodeState(staticData).secret as string;
		const { createHmac } = await import('node:crypto');
		const signature = createHmac('sha512', secret).update(captured.raw).digest('base64');
		const options = {
			signatureHeader: 'X-Hub',
			algorithm: 'sha512',
			encoding: 'base64',
			prefix: '',
			timestampHeader: '',
			signedContent: 'body',
		};
		const ok = await deliver(
			setup(undefined, options),
			{ ...asDelivery(captured), headers: { 'x-hub': signature } },
			staticData,
		);
		expect(ok.items).toHaveLength(1);
		const bad = await deliver(
			setup(undefined, options),
			{ ...asDelivery(captured), headers: { 'x-hub': signature.slice(2) } },
			staticData,
		);
		expect(bad.status).toBe(401);
	});
});
