import type { INodeParameters } from 'n8n-workflow';

import { nodeState } from '../harness/engine';
import { activate, deliver, runHook } from '../harness/webhooks';
import { byId, invoicingTestbed } from './helpers';

const bed = invoicingTestbed();

const ALL = [
	'certificate.expiring',
	'invoice.cancellation_accepted',
	'invoice.cancellation_rejected',
	'invoice.cancelled',
	'invoice.created',
	'payment_receipt.created',
];
const trigger = (events = ALL, signing: INodeParameters = {}) => ({
	type: 'invoicingTrigger',
	parameters: { events, signing },
	credentials: bed.credentials(),
});

describe('BizOps Invoicing Trigger', () => {
	test('activation registers once with URL, events and a generated secret, and remembers it', async () => {
		const staticData = await activate(trigger(['invoice.created', 'invoice.cancelled']));
		const hooks = [...bed.state().webhooks.values()];
		expect(hooks).toHaveLength(1);
		expect(hooks[0]).toMatchObject({
			url: expect.stringMatching(/\/webhook$/),
			events: ['invoice.cancelled', 'invoice.created'],
		});
		expect(String(hooks[0].secret)).toMatch(/^[0-9a-f]{64}$/);
		expect(nodeState(staticData)).toEqual({
			webhookId: hooks[0].id,
			secret: hooks[0].secret,
			url: hooks[0].url,
			events: ['invoice.cancelled', 'invoice.created'],
		});

		// Deactivation cannot remove it (no such endpoint) and keeps what was registered...
		const removed = await runHook(
			trigger(['invoice.created', 'invoice.cancelled']),
			'delete',
			staticData,
		);
		expect(removed.result).toBe(true);
		expect(nodeState(removed.staticData)).toEqual(nodeState(staticData));
		// ...so a later activation with the same URL and events registers nothing.
		bed.sandbox.clearLog();
		await activate(trigger(['invoice.cancelled', 'invoice.created']), removed.staticData);
		expect(bed.requests()).toHaveLength(0);
		expect(bed.state().webhooks.size).toBe(1);
	});

	test('a changed event set is registered anew and the old registration is recorded', async () => {
		const first = await activate(trigger(['invoice.created']));
		const again = await activate(trigger(['invoice.created', 'payment_receipt.created']), first);
		expect(bed.state().webhooks.size).toBe(2);
		const state = nodeState(again);
		expect(state.events).toEqual(['invoice.created', 'payment_receipt.created']);
		expect(state.secret).not.toBe(nodeState(first).secret);
		expect(state.replaced).toEqual([
			{
				webhookId: nodeState(first).webhookId,
				url: nodeState(first).url,
				events: ['invoice.created'],
			},
		]);
	});

	test('every documented event is delivered signed; tampered, unsigned, duplicate and unselected ones start nothing', async () => {
		const staticData = await activate(trigger());
		const invoice = bed.stamped();
		const pending = bed.stampedAboveThreshold();
		const rejected = bed.stampedAboveThreshold();
		await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: byId(invoice.id),
			motivo: '02',
		});
		for (const id of [pending.id, rejected.id])
			await bed.run({
				resource: 'invoice',
				operation: 'cancel',
				invoiceId: byId(id),
				motivo: '03',
			});
		bed.state().answerCancellation(pending.id, true);
		bed.state().answerCancellation(rejected.id, false);
		await bed.run({
			resource: 'paymentReceipt',
			operation: 'create',
			fecha_pago: '2026-03-01',
			forma_pago: '03',
			moneda: 'MXN',
			monto: 10,
			documentos_relacionados: {
				documento: [
					{
						uuid_factura: rejected.uuid,
						saldo_anterior: 5800,
						importe_pagado: 10,
						saldo_insoluto: 5790,
					},
				],
			},
		});
		bed.state().certificateExpiring(15);
		const deliveries = bed.state().deliveries;
		expect(new Set(deliveries.map((d) => d.body.event))).toEqual(new Set(ALL));

		let data = staticData;
		for (const delivery of deliveries) {
			const answer = await deliver(trigger(), delivery, data);
			expect(answer.status).toBe(200);
			expect(answer.items).toHaveLength(1);
			expect(answer.items[0].json).toMatchObject({
				id: delivery.body.id,
				event: delivery.body.event,
				data: expect.any(Object),
			});
			data = answer.staticData;
		}
		const [created] = deliveries;
		const repeated = await deliver(trigger(), created, data);
		expect([repeated.status, repeated.items[0].json.eventId]).toEqual([200, created.body.id]);
		const tampered = await deliver(
			trigger(),
			{ ...created, rawBody: created.rawBody.replace('"active"', '"cancelled"') },
			staticData,
		);
		expect([tampered.status, tampered.items.length]).toEqual([401, 0]);
		const unsigned = await deliver(trigger(), { ...created, headers: {} }, staticData);
		expect(unsigned.responseBody).toEqual({
			error: 'Delivery rejected: the x-invoicing-signature header is missing',
		});
		const unselected = await deliver(trigger(['payment_receipt.created']), created, staticData);
		expect([unselected.status, unselected.items.length]).toEqual([200, 0]);
	});

	test('the signing options apply: a timestamp header brings a replay window', async () => {
		const staticData = await activate(trigger(['invoice.created']));
		bed.stamped();
		const [delivery] = bed.state().deliveries;
		const withTimestamp = trigger(['invoice.created'], {
			timestampHeader: 'x-invoicing-timestamp',
		});
		const missing = await deliver(withTimestamp, delivery, staticData);
		expect(missing.responseBody).toEqual({
			error: 'Delivery rejected: the x-invoicing-timestamp header is missing',
		});
		const old = await deliver(
			withTimestamp,
			{
				...delivery,
				headers: {
					...delivery.headers,
					'x-invoicing-timestamp': String(Math.floor(Date.now() / 1000) - 3600),
				},
			},
			staticData,
		);
		expect(old.responseBody).toEqual({
			error: 'Delivery rejected: the delivery is outside the replay window',
		});
		const fresh = await deliver(
			withTimestamp,
			{
				...delivery,
				headers: {
					...delivery.headers,
					'x-invoicing-timestamp': String(Math.floor(Date.now() / 1000)),
				},
			},
			staticData,
		);
		expect(fresh.items).toHaveLength(1);
	});
});

describe('Webhook → Create', () => {
	test('registers URL and events with the given secret, or a generated one it outputs', async () => {
		const given = await bed.run({
			resource: 'webhook',
			operation: 'create',
			url: 'https://hooks.example/inv',
			events: ['invoice.created'],
			secret: 's'.repeat(32),
		});
		expect(given.items[0].json).toMatchObject({
			id: expect.stringMatching(/^wh_/),
			url: 'https://hooks.example/inv',
			events: ['invoice.created'],
			secret: 's'.repeat(32),
		});
		const generated = await bed.run({
			resource: 'webhook',
			operation: 'create',
			url: 'https://hooks.example/inv2',
			events: ['certificate.expiring', 'invoice.cancelled'],
		});
		expect(String(generated.items[0].json.secret)).toMatch(/^[0-9a-f]{64}$/);
		expect(bed.requests('POST', '/webhooks')[1].body).toEqual({
			url: 'https://hooks.example/inv2',
			events: ['certificate.expiring', 'invoice.cancelled'],
			secret: generated.items[0].json.secret,
		});
		expect(
			(
				await bed.run({
					resource: 'webhook',
					operation: 'create',
					url: 'ftp://x',
					events: ['invoice.created'],
				})
			).error?.message,
		).toMatch(/^URL: must be a full URL/);
		expect(
			(
				await bed.run({
					resource: 'webhook',
					operation: 'create',
					url: 'https://x.example',
					events: '={{ [] }}',
				})
			).error?.message,
		).toBe('Events: choose at least one event (item 0)');
		expect(bed.requests('POST', '/webhooks')).toHaveLength(2);
	});
});
