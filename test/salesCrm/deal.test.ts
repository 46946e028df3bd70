import { byId, salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();
describe('Sales CRM deal', () => {
	test('create sends the fields, the date as a date, and returns the deal object', async () => {
		const { pipeline } = bed.state().seed();
		const contact = bed.state().addContact({ name: 'Ada', email: 'ada@example.com' });
		const { items, error } = await bed.run({
			resource: 'deal',
			operation: 'create',
			name: 'Fleet',
			pipeline_id: byId(pipeline.id),
			stage_id: pipeline.stages[1].id,
			additionalFields: {
				contact_id: contact.id,
				value: 20000,
				currency: 'eur',
				expected_close_date: '2026-09-30T00:00:00',
				owner_id: 'u2',
				custom_fields: '{"source":"fair"}',
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/deals')[0].body).toEqual({
			name: 'Fleet',
			pipeline_id: pipeline.id,
			stage_id: pipeline.stages[1].id,
			contact_id: contact.id,
			value: 20000,
			currency: 'EUR',
			expected_close_date: '2026-09-30',
			owner_id: 'u2',
			custom_fields: { source: 'fair' },
		});
		expect(items[0].json).toMatchObject({
			name: 'Fleet',
			status: 'open',
			weighted_value: 10000,
			stage: { name: 'Proposal', probability: 50 },
			owner: { id: 'u2' },
		});
	});

	test('a bad date or currency fails before any request', async () => {
		const { pipeline } = bed.state().seed();
		const base = {
			resource: 'deal',
			operation: 'create',
			name: 'X',
			pipeline_id: byId(pipeline.id),
			stage_id: pipeline.stages[0].id,
		};
		expect(
			(await bed.run({ ...base, additionalFields: { expected_close_date: 'next week' } })).error
				?.message,
		).toBe(
			'Expected Close Date: must be an ISO 8601 date, e.g. 2026-01-31 or 2026-01-31T09:00:00Z (item 0)',
		);
		expect(
			(await bed.run({ ...base, additionalFields: { currency: 'EURO' } })).error?.message,
		).toBe('Currency: must be a 3-letter ISO 4217 code, e.g. EUR (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('get many sends every filter, including the value range, and the API applies them', async () => {
		const { pipeline, deals } = bed.state().seed({ deals: 6 });
		const { items } = await bed.run({
			resource: 'deal',
			operation: 'getAll',
			returnAll: true,
			filters: {
				pipeline_id: pipeline.id,
				stage_id: pipeline.stages[1].id,
				owner_id: 'u2',
				status: 'open',
				min_value: 1000,
				max_value: 5000,
				vertical: 'services',
			},
		});
		expect(bed.requests('GET', '/deals')[0].query).toEqual({
			pipeline_id: pipeline.id,
			stage_id: pipeline.stages[1].id,
			owner_id: 'u2',
			status: 'open',
			min_value: '1000',
			max_value: '5000',
			vertical: 'services',
			page: '1',
			per_page: '100',
		});
		expect(items.map((i) => i.json.id)).toEqual([deals[1].id]);
		expect(items[0].json).not.toHaveProperty('days_in_stage');
	});

	test('min above max and an unknown status fail before any request', async () => {
		const a = await bed.run({
			resource: 'deal',
			operation: 'getAll',
			filters: { min_value: 10, max_value: 5 },
		});
		expect(a.error?.message).toBe('Min Value: must not be greater than Max Value (item 0)');
		const b = await bed.run({
			resource: 'deal',
			operation: 'getAll',
			filters: { status: 'pending' },
		});
		expect(b.error?.message).toBe('Status: must be one of lost, open, won (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('get, update, move with reason, won with final value, lost with reason and competitor', async () => {
		const { pipeline, deals } = bed.state().seed({ deals: 2 });
		const [first, second] = deals;
		expect(
			(
				await bed.run({
					resource: 'deal',
					operation: 'get',
					dealId: byId(first.id),
					simplify: false,
				})
			).items[0].json,
		).toHaveProperty('days_in_stage', 0);
		const updated = await bed.run({
			resource: 'deal',
			operation: 'update',
			dealId: byId(first.id),
			updateFields: { name: 'Renamed', value: 777 },
		});
		expect(updated.items[0].json).toMatchObject({ name: 'Renamed', value: 777 });
		expect(bed.requests('PATCH', '/deals/{deal_id}')[0].body).toEqual({
			name: 'Renamed',
			value: 777,
		});

		const moved = await bed.run({
			resource: 'deal',
			operation: 'move',
			dealId: byId(first.id),
			stage_id: pipeline.stages[2].id,
			reason: 'budget approved',
		});
		expect(moved.items[0].json.stage).toMatchObject({ name: 'Negotiation' });
		expect(bed.requests('POST', '/deals/{deal_id}/move')[0].body).toEqual({
			stage_id: pipeline.stages[2].id,
			reason: 'budget approved',
		});

		const won = await bed.run({
			resource: 'deal',
			operation: 'won',
			dealId: byId(first.id),
			additionalFields: { final_value: 800, reason: 'best fit', notes: 'signed' },
		});
		expect(won.items[0].json).toMatchObject({ status: 'won', value: 800 });
		expect(bed.requests('POST', '/deals/{deal_id}/won')[0].body).toEqual({
			final_value: 800,
			reason: 'best fit',
			notes: 'signed',
		});

		const lost = await bed.run({
			resource: 'deal',
			operation: 'lost',
			dealId: byId(second.id),
			reason: 'price',
			additionalFields: { competitor: 'Acme', notes: 'too expensive' },
		});
		expect(lost.items[0].json).toMatchObject({ status: 'lost' });
		expect(bed.requests('POST', '/deals/{deal_id}/lost')[0].body).toEqual({
			reason: 'price',
			competitor: 'Acme',
			notes: 'too expensive',
		});

		const again = await bed.run({
			resource: 'deal',
			operation: 'lost',
			dealId: byId(first.id),
			reason: 'x',
		});
		expect(again.error?.message).toContain('409 deal_closed');
	});
});
