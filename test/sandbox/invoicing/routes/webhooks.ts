import type { Route } from '../../server';
import { INVOICING_EVENTS, InvoicingState } from '../state';

export function webhookRoutes(state: InvoicingState): Route[] {
	return [
		{
			method: 'POST',
			path: '/webhooks',
			body: {
				type: 'object',
				required: ['url', 'events', 'secret'],
				additionalProperties: false,
				properties: {
					url: { type: 'string', pattern: '^https?://' },
					events: {
						type: 'array',
						minItems: 1,
						uniqueItems: true,
						items: { enum: INVOICING_EVENTS },
					},
					secret: { type: 'string', minLength: 16 },
				},
			},
			handler: (req) => {
				const hook = { id: state.id('wh'), ...req.body, created_at: new Date().toISOString() };
				state.webhooks.set(hook.id, hook);
				const { secret, ...shown } = hook;
				return { status: 201, body: { data: shown } };
			},
		},
	];
}
