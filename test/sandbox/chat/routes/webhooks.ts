import type { Route } from '../../server';

import { ChatState, WEBHOOK_EVENTS } from '../state';
import { randomBytes } from 'node:crypto';
import { lookups } from './lookups';

/** A webhook's fields as a create or an update may give them */
const webhookProperties = {
	url: { type: 'string', pattern: '^https?://' },
	name: { type: 'string' },
	subscriptions: {
		type: 'array',
		minItems: 1,
		uniqueItems: true,
		items: { enum: WEBHOOK_EVENTS },
	},
};

/** Webhooks: Chatwoot's body {url, subscriptions}; the service chooses the secret and returns it. */
export function webhookRoutes(state: ChatState): Route[] {
	const { account, found, A } = lookups(state);
	return [
		{
			method: 'GET',
			path: `${A}/webhooks`,
			handler: (req) => ({
				body: { payload: { webhooks: state.inAccount(state.webhooks, account(req)) } },
			}),
		},
		{
			method: 'POST',
			path: `${A}/webhooks`,
			body: {
				type: 'object',
				required: ['url', 'subscriptions'],
				additionalProperties: false,
				properties: webhookProperties,
			},
			handler: (req) => {
				const webhook = {
					id: state.id(),
					account_id: account(req),
					url: req.body.url,
					name: req.body.name ?? null,
					subscriptions: req.body.subscriptions,
					secret: randomBytes(24).toString('hex'),
				};
				state.webhooks.set(webhook.id, webhook);
				return { body: { payload: { webhook } } };
			},
		},
		{
			method: 'GET',
			path: `${A}/webhooks/{id}`,
			handler: (req) => ({ body: { payload: { webhook: found(state.webhooks, 'webhook', req) } } }),
		},
		{
			method: 'PATCH',
			path: `${A}/webhooks/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: webhookProperties,
			},
			handler: (req) => {
				const webhook = found(state.webhooks, 'webhook', req);
				Object.assign(webhook, req.body);
				return { body: { payload: { webhook } } };
			},
		},
		{
			method: 'DELETE',
			path: `${A}/webhooks/{id}`,
			handler: (req) => {
				state.webhooks.delete(found(state.webhooks, 'webhook', req).id);
				return { status: 200 };
			},
		},
	];
}
