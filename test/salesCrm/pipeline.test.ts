import { byId, salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();

describe('Sales CRM pipeline', () => {
	test('create sends stages with probabilities; get returns them with figures', async () => {
		const { items, error } = await bed.run({
			resource: 'pipeline',
			operation: 'create',
			name: 'Cars',
			stages: {
				stage: [
					{ name: 'Lead', probability: 10 },
					{ name: 'Test drive', probability: 60 },
				],
			},
			additionalFields: { vertical: 'automotive' },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/pipelines')[0].body).toEqual({
			name: 'Cars',
			vertical: 'automotive',
			stages: [
				{ name: 'Lead', probability: 10 },
				{ name: 'Test drive', probability: 60 },
			],
		});
		const id = items[0].json.id as string;
		const got = await bed.run({ resource: 'pipeline', operation: 'get', pipelineId: byId(id) });
		expect(got.items[0].json).toMatchObject({
			name: 'Cars',
			total_deals: 0,
			stages: [{ name: 'Lead', probability: 10, deals_count: 0 }, { name: 'Test drive' }],
		});
	});

	test('probability outside 0-100 and a pipeline without stages fail before any request', async () => {
		const bad = await bed.run({
			resource: 'pipeline',
			operation: 'create',
			name: 'P',
			stages: { stage: [{ name: 'A', probability: 120 }] },
		});
		expect(bad.error?.message).toBe(
			'Stages › Probability (stages[0].probability): must be a number from 0 to 100 (item 0)',
		);
		const empty = await bed.run({ resource: 'pipeline', operation: 'create', name: 'P' });
		expect(empty.error?.message).toBe('Stages: add at least one stage (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('get many, update and delete; a pipeline with deals cannot be deleted (409)', async () => {
		const { pipeline } = bed.state().seed({ deals: 1 });
		const spare = bed
			.state()
			.addPipeline({ name: 'Spare', stages: [{ name: 'S', probability: 5 }] });
		expect(
			(await bed.run({ resource: 'pipeline', operation: 'getAll', returnAll: true })).items.map(
				(i) => i.json.name,
			),
		).toEqual(['Sales', 'Spare']);
		const updated = await bed.run({
			resource: 'pipeline',
			operation: 'update',
			pipelineId: byId(spare.id),
			updateFields: { name: 'Renamed', stages: { stage: [{ name: 'S', probability: 25 }] } },
		});
		expect(updated.items[0].json).toMatchObject({
			name: 'Renamed',
			stages: [{ id: spare.stages[0].id, probability: 25 }],
		});
		expect(
			(await bed.run({ resource: 'pipeline', operation: 'delete', pipelineId: byId(spare.id) }))
				.items[0].json,
		).toEqual({ id: spare.id, deleted: true });
		const refused = await bed.run({
			resource: 'pipeline',
			operation: 'delete',
			pipelineId: byId(pipeline.id),
		});
		expect(refused.error?.message).toContain('409 pipeline_in_use');
		expect(bed.state().pipelines.size).toBe(1);
	});
});
