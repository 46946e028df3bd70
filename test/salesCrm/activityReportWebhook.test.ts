import { byId, salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();

describe('Sales CRM activity', () => {
	test('create, get, update and get many with contact, deal, type and date filters', async () => {
		const { deals } = bed.state().seed({ deals: 1 });
		const contact = bed.state().addContact({ name: 'Ada' });
		const { items, error } = await bed.run({
			resource: 'activity',
			operation: 'create',
			type: 'call',
			subject: 'Intro call',
			additionalFields: {
				contact_id: contact.id,
				deal_id: deals[0].id,
				duration_minutes: 15,
				completed: true,
				description: 'Went well',
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/activities')[0].body).toEqual({
			type: 'call',
			subject: 'Intro call',
			contact_id: contact.id,
			deal_id: deals[0].id,
			duration_minutes: 15,
			completed: true,
			description: 'Went well',
		});
		const id = items[0].json.id as string;
		expect(
			(await bed.run({ resource: 'activity', operation: 'get', activityId: id })).items[0].json,
		).toMatchObject({ subject: 'Intro call' });
		const updated = await bed.run({
			resource: 'activity',
			operation: 'update',
			activityId: id,
			updateFields: { completed: false },
		});
		expect(updated.items[0].json.completed).toBe(false);
		await bed.run({ resource: 'activity', operation: 'create', type: 'note', subject: 'Other' });

		const listed = await bed.run({
			resource: 'activity',
			operation: 'getAll',
			returnAll: true,
			filters: {
				contact_id: contact.id,
				deal_id: deals[0].id,
				type: 'call',
				from: '2020-01-01T00:00:00Z',
				to: '2100-01-01',
			},
		});
		expect(listed.items.map((i) => i.json.id)).toEqual([id]);
		expect(bed.requests('GET', '/activities')[0].query).toMatchObject({
			type: 'call',
			from: '2020-01-01T00:00:00.000Z',
			to: expect.stringMatching(/^2100-01-01T00:00:00/),
		});
	});

	test('an unknown type or a bad date fails before any request', async () => {
		expect(
			(await bed.run({ resource: 'activity', operation: 'create', type: 'fax', subject: 'x' }))
				.error?.message,
		).toBe('Type: must be one of email, call, meeting, task, note (item 0)');
		expect(
			(await bed.run({ resource: 'activity', operation: 'getAll', filters: { from: 'yesterday' } }))
				.error?.message,
		).toContain('From: must be an ISO 8601 date');
		expect(bed.requests()).toHaveLength(0);
	});
});

describe('Sales CRM report', () => {
	test('pipeline report with group by is computed from the deals', async () => {
		const { pipeline, deals } = bed.state().seed({ deals: 4 });
		await bed.run({ resource: 'deal', operation: 'won', dealId: byId(deals[0].id) });
		await bed.run({
			resource: 'deal',
			operation: 'lost',
			dealId: byId(deals[1].id),
			reason: 'price',
		});
		const { items, error } = await bed.run({
			resource: 'report',
			operation: 'pipeline',
			pipeline_id: pipeline.id,
			options: { group_by: 'owner', from: '2020-01-01' },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('GET', '/reports/pipeline')[0].query).toMatchObject({
			pipeline_id: pipeline.id,
			group_by: 'owner',
		});
		expect(items[0].json).toMatchObject({
			pipeline: { id: pipeline.id, name: 'Sales' },
			summary: {
				total_deals: 4,
				total_value: 10000,
				won_deals: 1,
				won_value: 1000,
				lost_deals: 1,
				conversion_rate: 50,
			},
			by_owner: [
				{ owner: 'u1', deals_count: 2, total_value: 4000 },
				{ owner: 'u2', deals_count: 2, total_value: 6000 },
			],
		});
	});

	test('the pipeline report needs its pipeline; bad group by fails before any request', async () => {
		expect(
			(await bed.run({ resource: 'report', operation: 'pipeline', pipeline_id: '={{ "" }}' })).error
				?.message,
		).toBe('Pipeline Name or ID (pipeline_id): is required (item 0)');
		expect(
			(
				await bed.run({
					resource: 'report',
					operation: 'pipeline',
					pipeline_id: 'pl_1',
					options: { group_by: 'week' },
				})
			).error?.message,
		).toBe('Group By: must be one of stage, owner, vertical, month (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('team and forecast reports send their parameters', async () => {
		const { pipeline } = bed.state().seed({ deals: 3 });
		const team = await bed.run({
			resource: 'report',
			operation: 'team',
			options: { pipeline_id: pipeline.id, from: '2020-01-01', to: '2100-01-01' },
		});
		expect(team.items[0].json.members).toEqual([
			expect.objectContaining({
				owner: { id: 'u1', name: 'Ana Ruiz' },
				deals_count: 2,
				open_value: 4000,
			}),
			expect.objectContaining({
				owner: { id: 'u2', name: 'Luis Vega' },
				deals_count: 1,
				open_value: 2000,
			}),
		]);
		const forecast = await bed.run({
			resource: 'report',
			operation: 'forecast',
			options: { pipeline_id: pipeline.id, period: 'yearly', type: 'weighted' },
		});
		expect(bed.requests('GET', '/reports/forecast')[0].query).toEqual({
			pipeline_id: pipeline.id,
			period: 'yearly',
			type: 'weighted',
		});
		// 1000 x 10% + 2000 x 50% + 3000 x 80%
		expect(forecast.items[0].json).toMatchObject({
			period: 'yearly',
			type: 'weighted',
			total: 3500,
		});
		const bad = await bed.run({
			resource: 'report',
			operation: 'forecast',
			options: { period: 'weekly' },
		});
		expect(bad.error?.message).toBe('Period: must be one of monthly, quarterly, yearly (item 0)');
	});
});

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
