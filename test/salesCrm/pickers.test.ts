import type { INodeParameters, INodeProperties } from 'n8n-workflow';

import { PACKAGE, packNodes } from '../harness/pack';
import { byId, salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();

/** The Stage parameter of a Deal operation as the editor gets it, also from inside a collection. */
function dealStage(operation: string): INodeProperties | undefined {
	const visible = packNodes[`${PACKAGE}.salesCrm`].description.properties.filter(
		(p) =>
			p.displayOptions?.show?.resource?.includes('deal') &&
			p.displayOptions.show.operation?.includes(operation),
	);
	const nested = visible.flatMap((p) =>
		p.type === 'collection' ? (p.options as INodeProperties[]) : [p],
	);
	return nested.find((p) => p.name === 'stage_id');
}

describe('Sales CRM stage dropdowns', () => {
	test('Deal → Create: Stage loads getStages again when the pipeline changes, and lists that pipeline', async () => {
		const stage = dealStage('create');
		expect(stage?.typeOptions?.loadOptionsMethod).toBe('getStages');
		expect(stage?.typeOptions?.loadOptionsDependsOn).toContain('pipeline_id.value');

		bed.state().seed();
		const fleet = bed.state().addPipeline({
			name: 'Fleet',
			stages: [
				{ name: 'Trial', probability: 30 },
				{ name: 'Order', probability: 90 },
			],
		});
		const parameters = {
			resource: 'deal',
			operation: 'create',
			pipeline_id: { __rl: true, mode: 'list', value: fleet.id },
		};
		expect(await bed.loadOptions('getStages', parameters)).toEqual([
			{ name: 'Trial (30%)', value: fleet.stages[0].id },
			{ name: 'Order (90%)', value: fleet.stages[1].id },
		]);
	});

	test('Move to Stage, Update and the Get Many filter each have a Stage that loads its options', () => {
		expect(dealStage('move')?.typeOptions).toEqual({
			loadOptionsMethod: 'getDealStages',
			loadOptionsDependsOn: ['dealId.value'],
		});
		expect(dealStage('update')?.typeOptions?.loadOptionsMethod).toBe('getStages');
		expect(dealStage('getAll')?.typeOptions).toEqual({
			loadOptionsMethod: 'getStages',
			loadOptionsDependsOn: ['filters.pipeline_id'],
		});
	});

	test("Deal → Update: Stage lists the pipeline set in Update Fields, otherwise the deal's pipeline", async () => {
		const { pipeline, deals } = bed.state().seed({ deals: 1 });
		const fleet = bed
			.state()
			.addPipeline({ name: 'Fleet', stages: [{ name: 'Only', probability: 40 }] });
		const stages = async (parameters: INodeParameters) =>
			await bed.loadOptions('getStages', { resource: 'deal', operation: 'update', ...parameters });
		expect(dealStage('update')?.typeOptions?.loadOptionsDependsOn).toEqual(
			expect.arrayContaining(['updateFields.pipeline_id', 'dealId.value']),
		);
		expect((await stages({ dealId: byId(deals[0].id) })).map((o) => o.value)).toEqual(
			pipeline.stages.map((s: { id: string }) => s.id),
		);
		expect(
			await stages({ dealId: byId(deals[0].id), updateFields: { pipeline_id: fleet.id } }),
		).toEqual([{ name: 'Only (40%)', value: fleet.stages[0].id }]);
	});
});

describe('Sales CRM deal', () => {
	test('pickers: pipelines, stages of the chosen pipeline, stages of the chosen deal, deals, owners, contacts', async () => {
		const { pipeline, deals } = bed.state().seed({ deals: 3, contacts: 2 });
		const other = bed
			.state()
			.addPipeline({ name: 'Fleet', stages: [{ name: 'Only', probability: 40 }] });
		expect((await bed.loadOptions('getPipelines')).map((o) => o.name)).toEqual(['Fleet', 'Sales']);
		expect(
			await bed.loadOptions('getStages', {
				resource: 'deal',
				operation: 'create',
				pipeline_id: byId(other.id),
			}),
		).toEqual([{ name: 'Only (40%)', value: other.stages[0].id }]);
		expect(
			(
				await bed.loadOptions('getStages', {
					resource: 'deal',
					operation: 'getAll',
					filters: { pipeline_id: pipeline.id },
				})
			).map((o) => o.name),
		).toEqual(['Lead (10%)', 'Proposal (50%)', 'Negotiation (80%)']);
		expect(
			(
				await bed.loadOptions('getDealStages', {
					resource: 'deal',
					operation: 'move',
					dealId: byId(deals[0].id),
				})
			).map((o) => o.value),
		).toEqual(pipeline.stages.map((s: { id: string }) => s.id));
		expect(await bed.loadOptions('getOwners')).toEqual([
			{ name: 'Ana Ruiz', value: 'u1' },
			{ name: 'Luis Vega', value: 'u2' },
		]);
		expect((await bed.listSearch('searchDeals', 'deal 2')).results).toEqual([
			{ name: 'Deal 2', value: deals[2].id },
		]);
		expect((await bed.listSearch('searchPipelines', 'fle')).results).toEqual([
			{ name: 'Fleet', value: other.id },
		]);
		const contacts = await bed.listSearch('searchContacts', 'contact1@');
		expect(contacts.results).toEqual([
			{ name: 'Contact 1 · contact1@example.com', value: expect.any(String) },
		]);
		expect(bed.requests('GET', '/contacts').at(-1)!.query.search).toBe('contact1@');
	});
});
