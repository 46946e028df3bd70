import { byId, salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();
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
		).toBe('Group By: must be one of month, owner, stage, vertical (item 0)');
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
