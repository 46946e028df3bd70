import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { found, paged } from '../helpers';
import { pipelineProperties } from '../schemas';
import type { Rec, SalesCrmState } from '../state';

/** Pipelines */
export function pipelineRoutes(state: SalesCrmState): Route[] {
	return [
		{
			method: 'GET',
			path: '/pipelines',
			scope: 'crm:read',
			handler: (req) =>
				paged(
					[...state.pipelines.values()].map((p) => state.pipelineView(p)),
					req.query,
				),
		},
		{
			method: 'GET',
			path: '/pipelines/{pipeline_id}',
			scope: 'crm:read',
			handler: (req) => ({
				body: state.pipelineView(found(state.pipelines, 'pipeline', req.params.pipeline_id)),
			}),
		},
		{
			method: 'POST',
			path: '/pipelines',
			scope: 'crm:admin',
			body: {
				type: 'object',
				required: ['name', 'stages'],
				properties: pipelineProperties,
				additionalProperties: false,
			},
			handler: (req) => ({ status: 201, body: state.pipelineView(state.addPipeline(req.body)) }),
		},
		{
			method: 'PATCH',
			path: '/pipelines/{pipeline_id}',
			scope: 'crm:admin',
			body: {
				type: 'object',
				properties: pipelineProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const pipeline = found(state.pipelines, 'pipeline', req.params.pipeline_id);
				const { stages, ...fields } = req.body;
				Object.assign(pipeline, fields);
				if (stages) {
					// Stages are matched by name, so deals keep a stage that is still there.
					pipeline.stages = stages.map((s: Rec, position: number) => ({
						id: pipeline.stages.find((old: Rec) => old.name === s.name)?.id ?? state.id('st'),
						name: s.name,
						probability: s.probability,
						position,
					}));
				}
				return { body: state.pipelineView(pipeline) };
			},
		},
		{
			method: 'DELETE',
			path: '/pipelines/{pipeline_id}',
			scope: 'crm:admin',
			handler: (req) => {
				const pipeline = found(state.pipelines, 'pipeline', req.params.pipeline_id);
				if ([...state.deals.values()].some((d) => d.pipeline_id === pipeline.id)) {
					throw new ApiFailure(409, 'pipeline_in_use', `pipeline ${pipeline.id} still has deals`);
				}
				state.pipelines.delete(pipeline.id);
				return { status: 204 };
			},
		},
	];
}
