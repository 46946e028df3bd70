import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { applyFilter } from '../filters';
import { enumOrNumber, filterBody, id } from '../schemas';
import { ChatState, PRIORITIES, Rec, STATUSES, enumValue } from '../state';
import { lookups } from './lookups';

export function conversationListRoutes(state: ChatState): Route[] {
	const { account, found, requester, requireIn, conversationList, messageCreated, A } =
		lookups(state);
	return [
		{
			method: 'GET',
			path: `${A}/conversations`,
			handler: (req) => {
				const q = req.query;
				if (
					q.assignee_type !== undefined &&
					!['assigned', 'unassigned', 'mine', 'all'].includes(q.assignee_type)
				) {
					throw new ApiFailure(
						400,
						'invalid_parameter',
						'assignee_type must be assigned, unassigned, mine or all',
					);
				}
				if (q.status !== undefined && q.status !== 'all' && !STATUSES.includes(q.status)) {
					throw new ApiFailure(
						400,
						'invalid_parameter',
						`status must be one of ${STATUSES.join(', ')} or all`,
					);
				}
				// Chatwoot lists open conversations unless asked otherwise.
				const status = q.status ?? 'open';
				const records = state
					.inAccount(state.conversations, account(req))
					.filter(
						(c) =>
							(status === 'all' || c.status === STATUSES.indexOf(status)) &&
							(!q.inbox_id || c.inbox_id === Number(q.inbox_id)) &&
							(!q.team_id || c.team_id === Number(q.team_id)) &&
							(!q.label || c.labels.includes(q.label)),
					);
				return { body: conversationList(req, records) };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations`,
			body: {
				type: 'object',
				required: ['inbox_id', 'contact_id'],
				additionalProperties: false,
				properties: {
					inbox_id: id,
					contact_id: id,
					status: enumOrNumber(STATUSES),
					assignee_id: id,
					team_id: id,
					message: {
						type: 'object',
						required: ['content'],
						additionalProperties: false,
						properties: { content: { type: 'string', minLength: 1 } },
					},
				},
			},
			handler: async (req) => {
				const accountId = account(req);
				const body = req.body;
				requireIn(state.inboxes, 'inbox_id', body.inbox_id, accountId);
				requireIn(state.contacts, 'contact_id', body.contact_id, accountId);
				requireIn(state.agents, 'assignee_id', body.assignee_id, accountId);
				requireIn(state.teams, 'team_id', body.team_id, accountId);
				const conversation = state.addConversation(
					{
						...body,
						status: body.status === undefined ? 0 : enumValue('status', body.status, STATUSES),
					},
					accountId,
				);
				await state.emit('conversation_created', accountId, state.view(conversation));
				if (body.message) {
					const agent = requester(req);
					const message = state.addMessage(
						conversation,
						{ content: body.message.content, message_type: 1 },
						{ id: agent.id, name: agent.name, type: 'user' },
					);
					await messageCreated(conversation, message);
				}
				return { body: state.view(conversation) };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/filter`,
			body: filterBody,
			handler: (req) => {
				const records = applyFilter(
					state.inAccount(state.conversations, account(req)),
					req.body.payload,
					state,
				);
				const list = conversationList(
					{ ...req, query: { page: req.query.page } as Record<string, string> },
					records,
				);
				return { body: { meta: list.data.meta, payload: list.data.payload } };
			},
		},
		{
			method: 'GET',
			path: `${A}/conversations/search`,
			handler: (req) => {
				const q = String(req.query.q ?? '').toLowerCase();
				if (!q) throw new ApiFailure(400, 'invalid_parameter', 'q is required');
				const accountId = account(req);
				const matching = state.inAccount(state.conversations, accountId).filter((c) => {
					const contact = state.contacts.get(c.contact_id);
					const texts = [
						contact?.name,
						contact?.email,
						String(c.id),
						...[...state.messages.values()]
							.filter((m) => m.conversation_id === c.id)
							.map((m) => m.content),
					];
					return texts.some((t) =>
						String(t ?? '')
							.toLowerCase()
							.includes(q),
					);
				});
				return { body: conversationList(req, matching) };
			},
		},
		{
			method: 'GET',
			path: `${A}/conversations/{id}`,
			handler: (req) => ({ body: state.view(found(state.conversations, 'conversation', req)) }),
		},
	];
}

export function conversationRoutes(state: ChatState): Route[] {
	const { found, requireIn, conversationChanged, A } = lookups(state);
	return [
		{
			method: 'PATCH',
			path: `${A}/conversations/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: {
					priority: { anyOf: [...enumOrNumber(PRIORITIES).anyOf, { type: 'null' }] },
					vip: { type: 'boolean' },
					labels: { type: 'array', items: { type: 'string' } },
				},
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				if ('priority' in req.body)
					conversation.priority = enumValue('priority', req.body.priority, PRIORITIES, true);
				if ('vip' in req.body) conversation.vip = req.body.vip;
				if ('labels' in req.body) conversation.labels = [...new Set(req.body.labels as string[])];
				await conversationChanged(conversation);
				return { body: state.view(conversation) };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{id}/toggle_status`,
			body: {
				type: 'object',
				required: ['status'],
				additionalProperties: false,
				properties: { status: enumOrNumber(STATUSES), snoozed_until: { type: 'integer' } },
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				const status = enumValue('status', req.body.status, STATUSES)!;
				if (status === 3 && req.body.snoozed_until === undefined) conversation.snoozed_until = null;
				if (req.body.snoozed_until !== undefined) {
					if (status !== 3)
						throw new ApiFailure(
							422,
							'validation_error',
							'snoozed_until is only for snoozed conversations',
							['snoozed_until'],
						);
					conversation.snoozed_until = req.body.snoozed_until;
				}
				const changed = conversation.status !== status;
				conversation.status = status;
				if (changed) await conversationChanged(conversation, 'conversation_status_changed');
				return {
					body: {
						meta: {},
						payload: {
							success: true,
							current_status: STATUSES[status],
							conversation_id: conversation.id,
						},
					},
				};
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{id}/toggle_priority`,
			// Chatwoot's body: {priority: low|medium|high|urgent|none}
			body: {
				type: 'object',
				required: ['priority'],
				additionalProperties: false,
				properties: {
					priority: { anyOf: [...enumOrNumber(PRIORITIES).anyOf, { enum: ['none', null] }] },
				},
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				conversation.priority = enumValue('priority', req.body.priority, PRIORITIES, true);
				await conversationChanged(conversation);
				return { status: 200 };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{id}/toggle_vip`,
			body: {
				type: 'object',
				required: ['vip'],
				additionalProperties: false,
				properties: { vip: { type: 'boolean' } },
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				conversation.vip = req.body.vip;
				await conversationChanged(conversation);
				return { body: state.view(conversation) };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{id}/assignments`,
			body: {
				type: 'object',
				minProperties: 1,
				maxProperties: 1,
				additionalProperties: false,
				properties: {
					assignee_id: { anyOf: [id, { type: 'null' }] },
					team_id: { anyOf: [id, { type: 'null' }] },
				},
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				let answer: Rec | null = null;
				if ('assignee_id' in req.body) {
					requireIn(state.agents, 'assignee_id', req.body.assignee_id, conversation.account_id);
					conversation.assignee_id = req.body.assignee_id;
					answer = req.body.assignee_id ? state.agents.get(req.body.assignee_id)! : null;
				} else {
					requireIn(state.teams, 'team_id', req.body.team_id, conversation.account_id);
					conversation.team_id = req.body.team_id;
					answer = req.body.team_id ? state.teams.get(req.body.team_id)! : null;
				}
				await conversationChanged(conversation);
				return { body: answer };
			},
		},
	];
}
