import type { Route } from '../../server';
import { found, oneOf, paged } from '../helpers';
import { automationProperties } from '../schemas';
import type { SalesCrmState } from '../state';

/** Automations */
export function automationRoutes(state: SalesCrmState): Route[] {
	return [
		{
			method: 'GET',
			path: '/automations',
			scope: 'crm:read',
			handler: (req) => {
				const q = req.query;
				oneOf('active', q.active, ['true', 'false']);
				oneOf('type', q.type, ['workflow', 'sequence']);
				return paged(
					[...state.automations.values()].filter(
						(a) =>
							(q.active === undefined || String(a.active) === q.active) &&
							(!q.type || a.type === q.type),
					),
					q,
				);
			},
		},
		{
			method: 'GET',
			path: '/automations/{automation_id}',
			scope: 'crm:read',
			handler: (req) => ({
				body: found(state.automations, 'automation', req.params.automation_id),
			}),
		},
		{
			method: 'POST',
			path: '/automations',
			scope: 'crm:automations',
			body: {
				type: 'object',
				required: ['name', 'trigger', 'actions'],
				properties: automationProperties,
				additionalProperties: false,
			},
			handler: (req) => {
				const at = state.now();
				const automation = {
					id: state.id('au'),
					type: 'workflow',
					active: false,
					...req.body,
					created_at: at,
					updated_at: at,
				};
				state.automations.set(automation.id, automation);
				return { status: 201, body: automation };
			},
		},
		{
			method: 'PATCH',
			path: '/automations/{automation_id}',
			scope: 'crm:automations',
			body: {
				type: 'object',
				properties: automationProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const automation = found(state.automations, 'automation', req.params.automation_id);
				const { trigger, ...fields } = req.body;
				Object.assign(automation, fields, { updated_at: state.now() });
				if (trigger) automation.trigger = { ...automation.trigger, ...trigger };
				return { body: automation };
			},
		},
		{
			method: 'GET',
			path: '/automations/{automation_id}/executions',
			scope: 'crm:read',
			handler: (req) => {
				const automation = found(state.automations, 'automation', req.params.automation_id);
				return paged(
					state.executions.filter((e) => e.automation_id === automation.id).reverse(),
					req.query,
				);
			},
		},
		{
			method: 'DELETE',
			path: '/automations/{automation_id}',
			scope: 'crm:automations',
			handler: (req) => {
				state.automations.delete(
					found(state.automations, 'automation', req.params.automation_id).id,
				);
				return { status: 204 };
			},
		},
	];
}
