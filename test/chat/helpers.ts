import type { IBinaryKeyData, INodeParameters } from 'n8n-workflow';

import { runListSearch, runLoadOptions, runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { CHAT_ACCOUNT, CHAT_TOKENS } from '../sandbox/chat';

export function chatTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.chat.state;
	const credentials = (accessToken = CHAT_TOKENS.agent, accountId = CHAT_ACCOUNT) => ({
		bizOpsChatApi: { baseUrl: bed.sandbox.baseUrl('chat'), accessToken, accountId },
	});
	const run = (
		parameters: INodeParameters,
		input?: Array<Record<string, unknown>>,
		options: {
			token?: string;
			accountId?: string;
			continueOnFail?: boolean;
			binary?: IBinaryKeyData[];
		} = {},
	) =>
		runNode(
			{
				type: 'chat',
				parameters,
				credentials: credentials(options.token, options.accountId),
				continueOnFail: options.continueOnFail,
			},
			input as never,
			options.binary,
		);
	const requests = (method?: string, route?: string) =>
		bed.sandbox.requestsTo('chat', method, route);
	const setup = (parameters: INodeParameters) => ({
		type: 'chat',
		parameters,
		credentials: credentials(),
	});
	const loadOptions = (method: string, parameters: INodeParameters = {}) =>
		runLoadOptions(setup(parameters), method);
	const listSearch = (
		method: string,
		filter?: string,
		token?: string,
		parameters: INodeParameters = {},
	) => runListSearch(setup(parameters), method, filter, token);

	/** A small account: an inbox, a team, a label, contacts with conversations. */
	const seed = (conversations = 1) => {
		const s = state();
		const inbox = s.addInbox({
			name: 'Web',
			channel: { type: 'web_widget', website_url: 'https://a.example' },
		});
		const team = s.addTeam({ name: 'Billing' });
		const label = s.addLabel({ title: 'billing' });
		const contact = s.addContact({
			name: 'Lucía Romero',
			email: 'lucia@example.com',
			phone_number: '+34611222333',
		});
		const list = Array.from({ length: conversations }, (_, i) =>
			s.addConversation({ inbox_id: inbox.id, contact_id: contact.id }, 1, 1_700_000_000 + i),
		);
		return { inbox, team, label, contact, conversations: list, conversation: list[0] };
	};
	return { ...bed, state, credentials, run, requests, loadOptions, listSearch, seed };
}

export const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });

/** Base path of the default account's routes, as endpoints.tsv writes them. */
export const A = '/accounts/{account_id}';

export const file = (content: Buffer | string, fileName: string, mimeType: string) => ({
	data: Buffer.from(content).toString('base64'),
	fileName,
	mimeType,
});
