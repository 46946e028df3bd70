import { salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();
describe('Sales CRM webhook resource', () => {
	test('create, get many, delete; a duplicate answers 409; a read-only token answers 403', async () => {
		const created = await bed.run({
			resource: 'webhook',
			operation: 'create',
			url: 'https://example.com/hook',
			events: ['deal.won', 'deal.created'],
			secret: 's3cret',
		});
		expect(created.error).toBeUndefined();
		expect(bed.requests('POST', '/webhooks')[0].body).toEqual({
			url: 'https://example.com/hook',
			events: ['deal.won', 'deal.created'],
			active: true,
			secret: 's3cret',
		});
		expect(created.items[0].json).not.toHaveProperty('secret');
		const duplicate = await bed.run({
			resource: 'webhook',
			operation: 'create',
			url: 'https://example.com/hook',
			events: ['deal.created', 'deal.won'],
		});
		expect(duplicate.error?.message).toContain('409 duplicate_detected');
		const listed = await bed.run({ resource: 'webhook', operation: 'getAll', returnAll: true });
		expect(listed.items.map((i) => i.json.url)).toEqual(['https://example.com/hook']);
		const id = created.items[0].json.id as string;
		const forbidden = await bed.run(
			{ resource: 'webhook', operation: 'delete', webhookId: id },
			[{}],
			{ token: 'scrm-read-token' },
		);
		expect(forbidden.error?.message).toContain('403');
		expect(
			(await bed.run({ resource: 'webhook', operation: 'delete', webhookId: id })).items[0].json,
		).toEqual({ id, deleted: true });
		expect(bed.state().webhooks.size).toBe(0);
	});

	test('delete of an unknown ID reports the 404 (the trigger, sharing the client, counts it as removed); Limit caps get many', async () => {
		const missing = await bed.run({
			resource: 'webhook',
			operation: 'delete',
			webhookId: 'wh_missing',
		});
		expect(missing.error?.message).toContain('404');
		for (const url of ['https://a.example.com', 'https://b.example.com', 'https://c.example.com']) {
			await bed.run({ resource: 'webhook', operation: 'create', url, events: ['deal.won'] });
		}
		const limited = await bed.run({ resource: 'webhook', operation: 'getAll', limit: 2 });
		expect(limited.items.map((i) => i.json.url)).toEqual([
			'https://a.example.com',
			'https://b.example.com',
		]);
	});

	test('a URL without protocol or no events fail before any request', async () => {
		expect(
			(
				await bed.run({
					resource: 'webhook',
					operation: 'create',
					url: 'example.com',
					events: ['deal.won'],
				})
			).error?.message,
		).toContain('URL: must be a full URL');
		expect(
			(
				await bed.run({
					resource: 'webhook',
					operation: 'create',
					url: 'https://e.com',
					events: '={{ [] }}',
				})
			).error?.message,
		).toBe('Events: choose at least one event (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});
});
