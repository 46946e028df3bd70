import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { dateQuery, found, oneOf, paged } from '../helpers';
import { activityProperties } from '../schemas';
import type { SalesCrmState } from '../state';
import { ACTIVITY_TYPES } from '../state';

/** Activities */
export function activityRoutes(state: SalesCrmState): Route[] {
	return [
		{
			method: 'GET',
			path: '/activities',
			scope: 'crm:read',
			handler: (req) => {
				const q = req.query;
				oneOf('type', q.type, ACTIVITY_TYPES);
				const from = dateQuery('from', q.from);
				const to = dateQuery('to', q.to);
				return paged(
					[...state.activities.values()].filter(
						(a) =>
							(!q.contact_id || a.contact_id === q.contact_id) &&
							(!q.deal_id || a.deal_id === q.deal_id) &&
							(!q.type || a.type === q.type) &&
							(from === undefined || Date.parse(a.created_at) >= from) &&
							(to === undefined || Date.parse(a.created_at) <= to),
					),
					q,
				);
			},
		},
		{
			method: 'POST',
			path: '/activities',
			scope: 'crm:write',
			body: {
				type: 'object',
				required: ['type', 'subject'],
				properties: activityProperties,
				additionalProperties: false,
			},
			handler: (req) => {
				if (req.body.contact_id && !state.contacts.has(req.body.contact_id))
					throw new ApiFailure(
						422,
						'validation_error',
						`contact_id ${req.body.contact_id} does not exist`,
					);
				if (req.body.deal_id && !state.deals.has(req.body.deal_id))
					throw new ApiFailure(
						422,
						'validation_error',
						`deal_id ${req.body.deal_id} does not exist`,
					);
				const at = state.now();
				const activity = {
					id: state.id('ac'),
					completed: false,
					...req.body,
					created_at: at,
					updated_at: at,
				};
				state.activities.set(activity.id, activity);
				return { status: 201, body: activity };
			},
		},
		{
			method: 'GET',
			path: '/activities/{activity_id}',
			scope: 'crm:read',
			handler: (req) => ({ body: found(state.activities, 'activity', req.params.activity_id) }),
		},
		{
			method: 'PATCH',
			path: '/activities/{activity_id}',
			scope: 'crm:write',
			body: {
				type: 'object',
				properties: activityProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const activity = found(state.activities, 'activity', req.params.activity_id);
				Object.assign(activity, req.body, { updated_at: state.now() });
				return { body: activity };
			},
		},
	];
}
