import type { IBinaryKeyData, IDataObject, INodeParameters } from 'n8n-workflow';

import { nodeTestbed } from '../harness/testbed';
import { CHAT_ACCOUNT, CHAT_TOKENS } from '../sandbox/chat';

export function chatTestbed() {
	const bed = nodeTestbed<'chat', { token?: string; accountId?: string }>({
		slug: 'chat',
		type: 'chat',
		credentials: (baseUrl, { token = CHAT_TOKENS.agent, accountId = CHAT_ACCOUNT } = {}) => ({
			bizOpsChatApi: { baseUrl, accessToken: token, accountId },
		}),
	});
	const { state } = bed;
	const credentials = (token?: string, accountId?: string) => bed.credentials({ token, accountId });
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
		bed.run(parameters, input as never, {
			...options,
			secret: { token: options.token, accountId: options.accountId },
		});

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
	return { ...bed, credentials, run, seed };
}

export { byId } from '../fixtures/types';

/** Base path of the default account's routes, as endpoints.tsv writes them. */
export const A = '/accounts/{account_id}';

export const file = (content: Buffer | string, fileName: string, mimeType: string) => ({
	data: Buffer.from(content).toString('base64'),
	fileName,
	mimeType,
});

export type ChatTestbed = ReturnType<typeof chatTestbed>;

type Seeded = ReturnType<ChatTestbed['seed']>;

export interface Case {
	name: string;
	parameters(s: Seeded): INodeParameters;
	/** The request the sandbox received (the last one to the route) */
	request: { method: string; route: string; body?: unknown; query?: Record<string, string> };
	/** The node's output (first item, or all with `items`) */
	output(json: IDataObject, s: Seeded, items: IDataObject[]): void;
}

/**
 * One case per endpoint row: the request the sandbox received and what the node returned; and the
 * routes of a "whole collection" resource run over one created record.
 */
export function operationCases(bed: ChatTestbed, cases: Case[], collections: Collection[] = []) {
	describe('Chat operations: the request the sandbox received and the output', () => {
		test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
			const seeded = bed.seed();
			const { items, error } = await bed.run(c.parameters(seeded));
			expect(error).toBeUndefined();
			const received = bed.requests(c.request.method, c.request.route);
			expect(received.length).toBeGreaterThan(0);
			const last = received[received.length - 1];
			expect(last.status).toBeLessThan(300);
			expect(last.path).toMatch(/^\/accounts\/1\//);
			expect(last.headers.api_access_token).toBe('chat-test-token');
			if (c.request.body !== undefined) expect(last.body).toEqual(c.request.body);
			if (c.request.query !== undefined) expect(last.query).toEqual(c.request.query);
			expect(items.length).toBeGreaterThan(0);
			c.output(
				items[0].json,
				seeded,
				items.map((i) => i.json),
			);
		});

		for (const collection of collections) collectionOperations(bed, collection);
	});
}

/** A "whole collection" resource's routes, run over one created record. */
export interface Collection {
	resource: string;
	route: string;
	idParameter: string;
	make(): IDataObject;
	update: IDataObject;
	updated: IDataObject;
}

const mapOfIn = (bed: ChatTestbed, resource: string) =>
	({
		cannedResponse: bed.state().cannedResponses,
		customAttribute: bed.state().attributeDefinitions,
		webhook: bed.state().webhooks,
	})[resource]!;

function collectionOperations(bed: ChatTestbed, c: Collection) {
	const mapOf = (resource: string) => mapOfIn(bed, resource);
	test(`${c.resource} → Get Many, Get, Update, Delete`, async () => {
		const record = { id: bed.state().id(), account_id: 1, ...c.make() };
		mapOf(c.resource).set(record.id, record);
		const idParameter = { [c.idParameter]: String(record.id) };

		const list = await bed.run({ resource: c.resource, operation: 'getAll', returnAll: true });
		expect(list.items.map((i) => i.json.id)).toEqual([record.id]);
		expect(bed.requests('GET', c.route)).toHaveLength(1);

		const got = await bed.run({ resource: c.resource, operation: 'get', ...idParameter });
		expect(got.items[0].json).toMatchObject({ id: record.id });
		expect(bed.requests('GET', `${c.route}/{id}`)[0].path).toBe(
			`/accounts/1${c.route.slice(A.length)}/${record.id}`,
		);

		const updated = await bed.run({
			resource: c.resource,
			operation: 'update',
			...idParameter,
			updateFields: c.update as never,
		});
		expect(updated.error).toBeUndefined();
		expect(bed.requests('PATCH', `${c.route}/{id}`)[0].body).toEqual(c.update);
		expect(updated.items[0].json).toMatchObject(c.updated);

		const removed = await bed.run({ resource: c.resource, operation: 'delete', ...idParameter });
		expect(removed.items[0].json).toEqual({ id: String(record.id), deleted: true });
		expect(bed.requests('DELETE', `${c.route}/{id}`)).toHaveLength(1);
		expect(mapOf(c.resource).has(record.id)).toBe(false);
	});
}

/** Checks before any request: each row is refused with a NodeOperationError and sends nothing. */
export function refusedBeforeAnyRequest(
	bed: ChatTestbed,
	rejected: Array<[string, IDataObject, RegExp]>,
) {
	describe('Chat checks before any request', () => {
		test.each(rejected)('%s', async (_name, parameters, message) => {
			const { error } = await bed.run(parameters as never);
			expect(error?.name).toBe('NodeOperationError');
			expect(error?.message).toMatch(message);
			expect(bed.requests()).toEqual([]);
		});
	});
}
