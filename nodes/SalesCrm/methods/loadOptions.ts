import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { currentId, dropdownOptions } from '../../shared/listSearch';
import { byName } from '../../shared/parameters';
import { fetchList } from '../../shared/pagination';
import { pathId } from '../../shared/parameters';
import { salesCrm, salesCrmPages, salesCrmRequest } from '../api';

/** The pipeline of the deal chosen on this node. */
async function dealPipeline(ctx: ILoadOptionsFunctions): Promise<string | undefined> {
	const dealId = currentId(ctx, 'dealId');
	if (!dealId) return undefined;
	const deal = await salesCrmRequest.call(ctx, { method: 'GET', path: `/deals/${dealId}` });
	const pipeline = deal.pipeline as IDataObject | undefined;
	return pipeline?.id ? pathId(ctx, 0, 'pipelineId', { value: pipeline.id }) : undefined;
}

async function stagesOf(
	ctx: ILoadOptionsFunctions,
	pipelineId: string | undefined,
): Promise<INodePropertyOptions[]> {
	if (!pipelineId) return [];
	const pipeline = await salesCrmRequest.call(ctx, {
		method: 'GET',
		path: `/pipelines/${pipelineId}`,
	});
	// Stages keep the pipeline's order, which is what a person expects here.
	return ((pipeline.stages ?? []) as IDataObject[])
		.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
		.map((s) => ({ name: `${s.name} (${s.probability}%)`, value: String(s.id) }));
}

export const loadOptions = {
	async getPipelines(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		return await dropdownOptions(this, {
			api: salesCrm,
			pages: salesCrmPages,
			path: '/pipelines',
			label: (p) => String(p.name ?? p.id),
		});
	},
	/** Stages of the pipeline chosen on this node; on Deal → Update without one, of the deal's pipeline. */
	async getStages(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		const chosen = currentId(
			this,
			'pipeline_id',
			'filters.pipeline_id',
			'updateFields.pipeline_id',
		);
		return await stagesOf(this, chosen ?? (await dealPipeline(this)));
	},
	/** Stages of the pipeline the chosen deal runs through. */
	async getDealStages(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		return await stagesOf(this, await dealPipeline(this));
	},
	/** The API lists no users: owners are the people who own deals. */
	async getOwners(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		// The newest thousand deals are enough to name the active owners without walking a huge list.
		const deals = await fetchList(
			this,
			salesCrm,
			{ method: 'GET', path: '/deals' },
			salesCrmPages,
			1000,
		);
		const owners = new Map<string, string>();
		for (const deal of deals) {
			const owner = deal.owner as IDataObject | undefined;
			if (owner?.id !== undefined) owners.set(String(owner.id), String(owner.name ?? owner.id));
		}
		return [...owners].map(([value, name]) => ({ name, value })).sort(byName);
	},
};
