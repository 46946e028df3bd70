import type { Principal, Route, SandboxInterface } from '../server';
import { CHAT_TOKENS, ChatState } from './state';
import { agentRoutes } from './routes/agents';
import { cannedResponseRoutes } from './routes/cannedResponses';
import { contactListRoutes, contactRoutes } from './routes/contacts';
import { conversationListRoutes, conversationRoutes } from './routes/conversations';
import { customAttributeRoutes } from './routes/customAttributeDefinitions';
import { globalSearchRoutes } from './routes/globalSearch';
import { inboxRoutes } from './routes/inboxes';
import { labelRoutes } from './routes/labels';
import { messageRoutes } from './routes/messages';
import { teamRoutes } from './routes/teams';
import { webhookRoutes } from './routes/webhooks';

export { seedChat } from './seed';
export {
	CHAT_TOKENS,
	CHAT_ACCOUNT,
	CHAT_SECOND_ACCOUNT,
	STATUSES,
	PRIORITIES,
	MESSAGE_TYPES,
	WEBHOOK_EVENTS,
	ChatDelivery,
	ChatState,
} from './state';

export function chatSandbox(state = new ChatState()): SandboxInterface & { state: ChatState } {
	state.reset();
	const tokens: Record<string, Principal> = {
		[CHAT_TOKENS.agent]: { userId: '1', scopes: ['account:1', 'account:2'] },
		[CHAT_TOKENS.otherAccount]: { userId: '2', scopes: ['account:2'] },
	};

	const routes: Route[] = [
		...conversationListRoutes(state),
		...conversationRoutes(state),
		...messageRoutes(state),
		...contactListRoutes(state),
		...contactRoutes(state),
		...inboxRoutes(state),
		...agentRoutes(state),
		...teamRoutes(state),
		...labelRoutes(state),
		...globalSearchRoutes(state),
		...cannedResponseRoutes(state),
		...customAttributeRoutes(state),
		...webhookRoutes(state),
	];

	return {
		slug: 'chat',
		prefix: '/api/v1',
		tokens,
		tokenHeader: 'api_access_token',
		routes,
		state,
		// The document does not show the error body; Chatwoot answers {message} (with the invalid attributes on 422), plus a code here.
		error: (_status, code, message, details) => ({
			error: code,
			message,
			...(details ? { attributes: details } : {}),
		}),
		reset: () => state.reset(),
	};
}
