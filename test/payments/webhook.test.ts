import { paymentsTestbed } from './helpers';

const bed = paymentsTestbed();

describe('Payments operations', () => {
	test('webhooks: create, get, get many, update events and active, delete', async () => {
		const created = await bed.run({
			resource: 'webhook',
			operation: 'create',
			url: 'https://example.com/hook',
			events: ['payment.completed', 'payment.refunded'],
			secret: 'a-secret-of-sixteen+',
		});
		const hook = created.items[0].json as { id: string };
		expect(hook).toMatchObject({
			url: 'https://example.com/hook',
			events: ['payment.completed', 'payment.refunded'],
			active: true,
		});
		expect(
			(await bed.run({ resource: 'webhook', operation: 'get', webhookId: hook.id })).items[0].json
				.id,
		).toBe(hook.id);
		expect((await bed.run({ resource: 'webhook', operation: 'getAll' })).items).toHaveLength(1);
		const updated = await bed.run({
			resource: 'webhook',
			operation: 'update',
			webhookId: hook.id,
			updateFields: { events: ['settlement.completed'], active: false },
		});
		expect(updated.items[0].json).toMatchObject({
			events: ['settlement.completed'],
			active: false,
		});
		const nothing = await bed.run({
			resource: 'webhook',
			operation: 'update',
			webhookId: hook.id,
			updateFields: {},
		});
		expect(nothing.error?.message).toBe('Update Fields: set at least one field to update (item 0)');
		const deleted = await bed.run({ resource: 'webhook', operation: 'delete', webhookId: hook.id });
		expect(deleted.items[0].json).toEqual({ id: hook.id, deleted: true });
		expect(bed.state().webhooks.size).toBe(0);
		const badUrl = await bed.run({
			resource: 'webhook',
			operation: 'create',
			url: 'not a url',
			events: ['payment.completed'],
			secret: '',
		});
		expect(badUrl.error?.message).toMatch(/^URL: must be a full URL/);
	});
});
