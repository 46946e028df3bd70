import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { ChatState } from '../state';
import { lookups } from './lookups';

export function globalSearchRoutes(state: ChatState): Route[] {
	const { account, contactView, A } = lookups(state);
	return [
		{
			method: 'GET',
			path: `${A}/search`,
			handler: (req) => {
				const q = String(req.query.q ?? '').toLowerCase();
				if (!q) throw new ApiFailure(400, 'invalid_parameter', 'q is required');
				const accountId = account(req);
				const has = (...values: unknown[]) =>
					values.some((v) =>
						String(v ?? '')
							.toLowerCase()
							.includes(q),
					);
				const conversations = state.inAccount(state.conversations, accountId);
				return {
					body: {
						payload: {
							conversations: conversations
								.filter((c) => has(state.contacts.get(c.contact_id)?.name, c.id))
								.map((c) => state.view(c)),
							contacts: state
								.inAccount(state.contacts, accountId)
								.filter((c) => has(c.name, c.email, c.phone_number))
								.map(contactView),
							messages: [...state.messages.values()].filter(
								(m) => conversations.some((c) => c.id === m.conversation_id) && has(m.content),
							),
						},
					},
				};
			},
		},
	];
}
