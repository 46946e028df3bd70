import { ApiFailure } from '../../server';
import type { Route } from '../../server';

import { ChatState } from '../state';
import { lookups } from './lookups';

export function agentRoutes(state: ChatState): Route[] {
	const { account, found, A } = lookups(state);
	return [
		{
			method: 'GET',
			path: `${A}/agents`,
			handler: (req) => ({ body: state.inAccount(state.agents, account(req)) }),
		},
		{
			method: 'POST',
			path: `${A}/agents`,
			body: {
				type: 'object',
				required: ['name', 'email', 'role'],
				additionalProperties: false,
				properties: {
					name: { type: 'string', minLength: 1 },
					email: { type: 'string' },
					role: { enum: ['agent', 'administrator'] },
				},
			},
			handler: (req) => {
				const accountId = account(req);
				if (state.inAccount(state.agents, accountId).some((a) => a.email === req.body.email))
					throw new ApiFailure(422, 'validation_error', 'Email has already been taken', ['email']);
				return { body: state.addAgent(req.body, accountId) };
			},
		},
		{
			method: 'PATCH',
			path: `${A}/agents/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: {
					role: { enum: ['agent', 'administrator'] },
					availability: { enum: ['online', 'busy', 'offline'] },
				},
			},
			handler: (req) => {
				const agent = found(state.agents, 'agent', req);
				if (req.body.role) agent.role = req.body.role;
				if (req.body.availability) agent.availability_status = req.body.availability;
				return { body: agent };
			},
		},
		{
			method: 'DELETE',
			path: `${A}/agents/{id}`,
			handler: (req) => {
				const agent = found(state.agents, 'agent', req);
				state.agents.delete(agent.id);
				for (const conversation of state.conversations.values())
					if (conversation.assignee_id === agent.id) conversation.assignee_id = null;
				return { status: 200 };
			},
		},
	];
}
