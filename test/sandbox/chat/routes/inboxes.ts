import { ApiFailure } from '../../server';
import type { Route } from '../../server';

import { ChatState } from '../state';
import { lookups } from './lookups';

export function inboxRoutes(state: ChatState): Route[] {
	const { account, found, A } = lookups(state);
	return [
		{
			method: 'GET',
			path: `${A}/inboxes`,
			handler: (req) => ({ body: { payload: state.inAccount(state.inboxes, account(req)) } }),
		},
		{
			method: 'POST',
			path: `${A}/inboxes`,
			body: {
				type: 'object',
				required: ['name', 'channel'],
				additionalProperties: false,
				properties: {
					name: { type: 'string', minLength: 1 },
					channel: {
						type: 'object',
						required: ['type'],
						additionalProperties: false,
						properties: { type: { enum: ['web_widget', 'api'] }, website_url: { type: 'string' } },
					},
				},
			},
			handler: (req) => {
				if (req.body.channel.type === 'web_widget' && !req.body.channel.website_url) {
					throw new ApiFailure(
						422,
						'validation_error',
						'website_url is required for a web_widget channel',
						['channel.website_url'],
					);
				}
				return { body: state.addInbox(req.body, account(req)) };
			},
		},
		{
			method: 'GET',
			path: `${A}/inboxes/{id}`,
			handler: (req) => ({ body: found(state.inboxes, 'inbox', req) }),
		},
		{
			method: 'PATCH',
			path: `${A}/inboxes/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: {
					enable_auto_assignment: { type: 'boolean' },
					greeting_enabled: { type: 'boolean' },
					greeting_message: { type: 'string' },
				},
			},
			handler: (req) => {
				const inbox = found(state.inboxes, 'inbox', req);
				Object.assign(inbox, req.body);
				return { body: inbox };
			},
		},
		{
			method: 'DELETE',
			path: `${A}/inboxes/{id}`,
			handler: (req) => {
				// Documented: the channel is disconnected, its conversations are kept.
				state.inboxes.delete(found(state.inboxes, 'inbox', req).id);
				return { status: 200 };
			},
		},
	];
}
