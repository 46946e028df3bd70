import type { Route, SandboxRequest } from '../../server';
import { ApiFailure } from '../../server';
import { emit as emitEvent } from '../events';
import { found, numberQuery, oneOf, paged } from '../helpers';
import { dealProperties } from '../schemas';
import type { Rec, SalesCrmState } from '../state';
import { SALES_USERS, VERTICALS } from '../state';

/** The pipeline, stage, contact and owner a deal names must exist (422 otherwise). */
function checkDealRefs(state: SalesCrmState, body: Rec, deal?: Rec) {
	const pipelineId = body.pipeline_id ?? deal?.pipeline_id;
	const pipeline = state.pipelines.get(pipelineId);
	if (!pipeline)
		throw new ApiFailure(422, 'validation_error', `pipeline_id ${pipelineId} does not exist`, [
			{ field: 'pipeline_id', code: 'invalid' },
		]);
	const stageId = body.stage_id ?? deal?.stage_id;
	if (!pipeline.stages.some((s: Rec) => s.id === stageId)) {
		throw new ApiFailure(
			422,
			'validation_error',
			`stage_id ${stageId} is not a stage of pipeline ${pipeline.id}`,
			[{ field: 'stage_id', code: 'invalid' }],
		);
	}
	if (body.contact_id && !state.contacts.has(body.contact_id))
		throw new ApiFailure(422, 'validation_error', `contact_id ${body.contact_id} does not exist`);
	if (body.owner_id && !SALES_USERS.some((u) => u.id === body.owner_id))
		throw new ApiFailure(422, 'validation_error', `owner_id ${body.owner_id} is not a user`);
}

/** The deal of the path, still open (409 once won or lost). */
function openDeal(state: SalesCrmState, req: SandboxRequest) {
	const deal = found(state.deals, 'deal', req.params.deal_id);
	if (deal.status !== 'open')
		throw new ApiFailure(409, 'deal_closed', `deal ${deal.id} is already ${deal.status}`);
	return deal;
}

/** Deals: create, read, list, update */
export function dealRoutes(state: SalesCrmState): Route[] {
	const emit = (event: string, data: Rec) => emitEvent(state, event, data);
	const checkDeal = (body: Rec, deal?: Rec) => checkDealRefs(state, body, deal);
	return [
		{
			method: 'GET',
			path: '/deals',
			scope: 'crm:read',
			handler: (req) => {
				const q = req.query;
				oneOf('status', q.status, ['open', 'won', 'lost']);
				oneOf('vertical', q.vertical, VERTICALS);
				const min = numberQuery('min_value', q.min_value);
				const max = numberQuery('max_value', q.max_value);
				const deals = [...state.deals.values()].filter((d) => {
					const vertical =
						state.pipelines.get(d.pipeline_id)?.vertical ??
						state.contacts.get(d.contact_id)?.vertical;
					return (
						(!q.pipeline_id || d.pipeline_id === q.pipeline_id) &&
						(!q.stage_id || d.stage_id === q.stage_id) &&
						(!q.owner_id || d.owner_id === q.owner_id) &&
						(!q.status || d.status === q.status) &&
						(min === undefined || d.value >= min) &&
						(max === undefined || d.value <= max) &&
						(!q.vertical || vertical === q.vertical)
					);
				});
				const page = paged(deals, q);
				return { body: { ...page.body, data: page.body.data.map((d) => state.dealView(d)) } };
			},
		},
		{
			method: 'POST',
			path: '/deals',
			scope: 'crm:write',
			body: {
				type: 'object',
				required: ['name', 'pipeline_id', 'stage_id'],
				properties: dealProperties,
				additionalProperties: false,
			},
			handler: async (req) => {
				checkDeal(req.body);
				const deal = state.addDeal(req.body, req.principal!.userId);
				const view = state.dealView(deal);
				await emit('deal.created', view);
				return { status: 201, body: view };
			},
		},
		{
			method: 'GET',
			path: '/deals/{deal_id}',
			scope: 'crm:read',
			handler: (req) => ({ body: state.dealView(found(state.deals, 'deal', req.params.deal_id)) }),
		},
		{
			method: 'PATCH',
			path: '/deals/{deal_id}',
			scope: 'crm:write',
			body: {
				type: 'object',
				properties: dealProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const deal = found(state.deals, 'deal', req.params.deal_id);
				checkDeal(req.body, deal);
				Object.assign(deal, req.body, { updated_at: state.now() });
				return { body: state.dealView(deal) };
			},
		},
	];
}

/** Deals through their stages: move, won, lost */
export function dealStageRoutes(state: SalesCrmState): Route[] {
	const emit = (event: string, data: Rec) => emitEvent(state, event, data);
	const checkDeal = (body: Rec, deal?: Rec) => checkDealRefs(state, body, deal);
	const open = (req: SandboxRequest) => openDeal(state, req);
	/**
	 * Marks a deal won or lost: the outcome's own fields (its reason among them), then the notes and
	 * closing time both take, then the outcome's event.
	 */
	const closeRoute = (
		outcome: 'won' | 'lost',
		outcomeProperties: Rec,
		outcomeFields: (body: Rec, deal: Rec) => Rec,
	): Route => ({
		method: 'POST',
		path: `/deals/{deal_id}/${outcome}`,
		scope: 'crm:write',
		body: {
			type: 'object',
			properties: {
				...outcomeProperties,
				reason: { type: 'string' },
				notes: { type: 'string' },
			},
			additionalProperties: false,
		},
		handler: async (req) => {
			const deal = open(req);
			req.body ??= {};
			Object.assign(deal, {
				status: outcome,
				...outcomeFields(req.body, deal),
				notes: req.body.notes ?? null,
				closed_at: state.now(),
				updated_at: state.now(),
			});
			const view = state.dealView(deal);
			await emit(`deal.${outcome}`, view);
			return { body: view };
		},
	});
	return [
		{
			method: 'POST',
			path: '/deals/{deal_id}/move',
			scope: 'crm:write',
			body: {
				type: 'object',
				required: ['stage_id'],
				properties: { stage_id: { type: 'string' }, reason: { type: 'string' } },
				additionalProperties: false,
			},
			handler: (req) => {
				const deal = open(req);
				checkDeal({ stage_id: req.body.stage_id }, deal);
				const at = state.now();
				Object.assign(deal, {
					stage_id: req.body.stage_id,
					stage_entered_at: at,
					updated_at: at,
					last_move_reason: req.body.reason ?? null,
				});
				return { body: state.dealView(deal) };
			},
		},
		closeRoute('won', { final_value: { type: 'number', minimum: 0 } }, (body, deal) => ({
			value: body.final_value ?? deal.value,
			won_reason: body.reason ?? null,
		})),
		closeRoute('lost', { competitor: { type: 'string' } }, (body) => ({
			lost_reason: body.reason ?? null,
			competitor: body.competitor ?? null,
		})),
	];
}
