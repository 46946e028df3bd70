import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { found, paged } from '../helpers';
import type { SalesCrmState } from '../state';
import { EVENTS } from '../state';

/** Webhooks: the secret is kept for signing and never returned */
export function webhookRoutes(state: SalesCrmState): Route[] {
	return [
		{
			method: 'GET',
			path: '/webhooks',
			scope: 'crm:read',
			handler: (req) =>
				paged(
					[...state.webhooks.values()].map(({ secret, ...w }) => w),
					req.query,
				),
		},
		{
			method: 'POST',
			path: '/webhooks',
			scope: 'crm:admin',
			body: {
				type: 'object',
				required: ['url', 'events'],
				properties: {
					url: { type: 'string', pattern: '^https?://' },
					events: { type: 'array', minItems: 1, items: { enum: EVENTS } },
					secret: { type: 'string' },
					active: { type: 'boolean' },
				},
				additionalProperties: false,
			},
			handler: (req) => {
				const events = [...new Set(req.body.events as string[])].sort();
				const same = [...state.webhooks.values()].find(
					(w) => w.url === req.body.url && w.events.join() === events.join(),
				);
				if (same)
					throw new ApiFailure(
						409,
						'duplicate_detected',
						`webhook ${same.id} already delivers these events to this URL`,
					);
				const webhook = {
					id: state.id('wh'),
					url: req.body.url,
					events,
					active: req.body.active ?? true,
					secret: req.body.secret ?? null,
					created_at: state.now(),
				};
				state.webhooks.set(webhook.id, webhook);
				const { secret, ...view } = webhook;
				return { status: 201, body: view };
			},
		},
		{
			method: 'DELETE',
			path: '/webhooks/{webhook_id}',
			scope: 'crm:admin',
			handler: (req) => {
				state.webhooks.delete(found(state.webhooks, 'webhook', req.params.webhook_id).id);
				return { status: 204 };
			},
		},
	];
}
