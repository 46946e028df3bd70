import type { IDataObject } from 'n8n-workflow';

import { CHAT_TOKENS } from '../sandbox/chat';
import { A, byId, chatTestbed, file } from './helpers';

const bed = chatTestbed();

describe('Chat lists', () => {
	test('a VIP conversation stays at the top of Get Many whatever its activity', async () => {
		const { conversations } = bed.seed(3);
		const oldest = conversations[0];
		await bed.run({
			resource: 'conversation',
			operation: 'setVip',
			conversationId: byId(oldest.id),
			vip: true,
		});
		bed.state().conversations.get(oldest.id)!.updated_at = 1;
		const { items } = await bed.run({
			resource: 'conversation',
			operation: 'getAll',
			returnAll: true,
		});
		expect(items.map((i) => i.json.id)).toEqual([
			oldest.id,
			conversations[2].id,
			conversations[1].id,
		]);
		expect(items[0].json.vip).toBe(true);
	});

	test('Return All walks the fixed pages of 25 until the count is reached; Limit stops exactly', async () => {
		bed.seed(30);
		const all = await bed.run({ resource: 'conversation', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(30);
		expect(bed.requests('GET', `${A}/conversations`).map((r) => r.query.page)).toEqual(['1', '2']);
		bed.sandbox.clearLog();
		const some = await bed.run({ resource: 'conversation', operation: 'getAll', limit: 27 });
		expect(some.items).toHaveLength(27);
		expect(bed.requests('GET', `${A}/conversations`).map((r) => r.query.page)).toEqual(['1', '2']);
		bed.sandbox.clearLog();
		const few = await bed.run({ resource: 'conversation', operation: 'getAll', limit: 5 });
		expect(few.items).toHaveLength(5);
		expect(bed.requests('GET', `${A}/conversations`)).toHaveLength(1);
	});

	test('contacts: the count in meta ends the walk without asking for an empty page', async () => {
		for (let i = 0; i < 14; i++) bed.state().addContact({ name: `C${String(i).padStart(2, '0')}` });
		bed.seed();
		const exact = await bed.run({ resource: 'contact', operation: 'getAll', returnAll: true });
		expect(exact.items).toHaveLength(15);
		expect(bed.requests('GET', `${A}/contacts`)).toHaveLength(1);
		bed.state().addContact({ name: 'Zoe' });
		bed.sandbox.clearLog();
		const more = await bed.run({ resource: 'contact', operation: 'getAll', returnAll: true });
		expect(more.items).toHaveLength(16);
		expect(bed.requests('GET', `${A}/contacts`).map((r) => r.query.page)).toEqual(['1', '2']);
	});

	test("Return All over a counted list fetches the pages after the first together: each page once, records in the API's order", async () => {
		const names = Array.from({ length: 50 }, (_, i) => `C${String(i).padStart(2, '0')}`);
		for (const name of names) bed.state().addContact({ name });
		// Each later page answers sooner than the one before it, so the pages arrive out of order.
		bed.sandbox.latency = ({ query }) => (query.page ? 200 - 20 * Number(query.page) : 0);
		try {
			const all = await bed.run({ resource: 'contact', operation: 'getAll', returnAll: true });
			expect(all.items.map((i) => i.json.name)).toEqual(names);
			// 50 contacts at the API's 15 a page: pages 1-4, each asked for once, 2-4 in flight together.
			expect(bed.requests('GET', `${A}/contacts`).map((r) => r.query.page)).toEqual([
				'1',
				'4',
				'3',
				'2',
			]);
			expect(bed.sandbox.maxInFlight).toBe(3);
		} finally {
			bed.sandbox.latency = 0;
		}
	});

	test('Simplify adds readable names and ISO dates; off, the record is as the API gives it', async () => {
		const { conversation } = bed.seed();
		Object.assign(conversation, { status: 3, priority: 1 });
		const simple = await bed.run({
			resource: 'conversation',
			operation: 'get',
			conversationId: byId(conversation.id),
		});
		expect(simple.items[0].json).toMatchObject({
			status: 3,
			status_name: 'snoozed',
			priority: 1,
			priority_name: 'medium',
			updated_at_iso: '2023-11-14T22:13:20.000Z',
		});
		const raw = await bed.run({
			resource: 'conversation',
			operation: 'get',
			conversationId: byId(conversation.id),
			simplify: false,
		});
		expect(raw.items[0].json).not.toHaveProperty('status_name');
		expect(raw.items[0].json).not.toHaveProperty('created_at_iso');
		expect(raw.items[0].json).toMatchObject({ status: 3, priority: 1 });
	});

	test('filters combine conditions with And / Or as built in the panel', async () => {
		const { conversations } = bed.seed(3);
		Object.assign(conversations[0], { status: 2 });
		Object.assign(conversations[1], { priority: 3 });
		const { items } = await bed.run({
			resource: 'conversation',
			operation: 'filter',
			returnAll: true,
			conditions: {
				condition: [
					{
						attribute_key: 'status',
						filter_operator: 'equal_to',
						values: 'pending',
						query_operator: 'OR',
					},
					{
						attribute_key: 'priority',
						filter_operator: 'equal_to',
						values: 'urgent',
						query_operator: 'AND',
					},
				],
			},
		});
		expect(items.map((i) => i.json.id).sort()).toEqual(
			[conversations[0].id, conversations[1].id].sort(),
		);
		expect(
			bed.requests('POST', `${A}/conversations/filter`)[0].body.payload[0].query_operator,
		).toBe('OR');
	});
});

describe('Chat whole lists', () => {
	test('Limit cuts a list the API returns whole; the definitions filter by what they apply to', async () => {
		for (const title of ['a', 'b', 'c']) bed.state().addLabel({ title });
		const some = await bed.run({ resource: 'label', operation: 'getAll', limit: 2 });
		expect(some.items.map((i) => i.json.title)).toEqual(['a', 'b']);
		expect(bed.requests('GET', `${A}/labels`)).toHaveLength(1);
		for (const [key, model] of [
			['plan', 'contact_attribute'],
			['order_ref', 'conversation_attribute'],
		]) {
			const record = {
				id: bed.state().id(),
				account_id: 1,
				attribute_key: key,
				attribute_model: model,
			};
			bed.state().attributeDefinitions.set(record.id, record);
		}
		const conversationOnes = await bed.run({
			resource: 'customAttribute',
			operation: 'getAll',
			returnAll: true,
			filters: { attribute_model: 'conversation_attribute' },
		});
		expect(conversationOnes.items.map((i) => i.json.attribute_key)).toEqual(['order_ref']);
		expect(bed.requests('GET', `${A}/custom_attribute_definitions`)[0].query).toEqual({
			attribute_model: 'conversation_attribute',
		});
	});
});

describe('Chat messages, contacts and accounts', () => {
	test('a private note is never delivered to the contact; an outgoing message is', async () => {
		const { conversation } = bed.seed();
		await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'Note to self',
			private: true,
		});
		await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'Hello Lucía',
		});
		expect(bed.state().sentToContact.map((m) => m.content)).toEqual(['Hello Lucía']);
		expect([...bed.state().messages.values()].map((m) => [m.content, m.private])).toEqual([
			['Note to self', true],
			['Hello Lucía', false],
		]);
	});

	test('Send With Attachments posts multipart attachments[] with the bytes of each binary property', async () => {
		const { conversation } = bed.seed();
		const { items, error } = await bed.run(
			{
				resource: 'message',
				operation: 'sendAttachment',
				conversationId: byId(conversation.id),
				binaryPropertyName: 'invoice, photo',
				content: 'Your files',
				private: false,
			},
			[{}],
			{
				binary: [
					{
						invoice: file('%PDF-1.4 invoice', 'invoice.pdf', 'application/pdf'),
						photo: file(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'photo.png', 'image/png'),
					},
				],
			},
		);
		expect(error).toBeUndefined();
		const request = bed.requests('POST', `${A}/conversations/{conversation_id}/messages`)[0];
		expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
		expect(items[0].json).toMatchObject({
			content: 'Your files',
			attachments: [
				{ file_name: 'invoice.pdf', file_type: 'file' },
				{ file_name: 'photo.png', file_type: 'image' },
			],
		});
		const stored = [...bed.state().files.values()];
		expect(stored.map((f) => [f.fileName, f.contentType, f.bytes.toString('hex')])).toEqual([
			['invoice.pdf', 'application/pdf', Buffer.from('%PDF-1.4 invoice').toString('hex')],
			['photo.png', 'image/png', '89504e47'],
		]);
	});

	test('Import sends the CSV as import_file and the service creates the contacts', async () => {
		const csv =
			'name,email,phone_number\nAna Ruiz,ana@example.com,+34600000001\nBo Li,bo@example.com,\n';
		const { items, error } = await bed.run(
			{ resource: 'contact', operation: 'import', binaryPropertyName: 'data' },
			[{}],
			{ binary: [{ data: file(csv, 'contacts.csv', 'text/csv') }] },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ data_import: { status: 'completed', created: 2 } });
		expect(
			[...bed.state().contacts.values()].map((c) => [c.name, c.email, c.phone_number]),
		).toEqual([
			['Ana Ruiz', 'ana@example.com', '+34600000001'],
			['Bo Li', 'bo@example.com', null],
		]);
		expect(String(bed.requests('POST', `${A}/contacts/import`)[0].headers['content-type'])).toMatch(
			/^multipart\/form-data/,
		);
	});

	test('deleting a contact removes its conversations and messages for good', async () => {
		const { contact, conversation } = bed.seed(2);
		bed
			.state()
			.addMessage(
				conversation,
				{ content: 'hi', message_type: 0 },
				{ id: contact.id, name: 'x', type: 'contact' },
			);
		const other = bed.state().addContact({ name: 'Other' });
		bed.state().addConversation({ inbox_id: conversation.inbox_id, contact_id: other.id });
		await bed.run({ resource: 'contact', operation: 'delete', contactId: byId(contact.id) });
		expect([...bed.state().conversations.values()].map((c) => c.contact_id)).toEqual([other.id]);
		expect(bed.state().messages.size).toBe(0);
		const again = await bed.run({
			resource: 'conversation',
			operation: 'get',
			conversationId: byId(conversation.id),
		});
		expect(again.error?.httpCode).toBe('404');
		expect(again.error?.description).toMatch(/deleting a contact also deletes its conversations/);
	});

	test('Set Status snoozed until a date sends Unix seconds', async () => {
		const { conversation } = bed.seed();
		await bed.run({
			resource: 'conversation',
			operation: 'setStatus',
			conversationId: byId(conversation.id),
			status: 'snoozed',
			snoozed_until: '2030-01-02T03:04:05Z',
		});
		expect(bed.requests('POST', `${A}/conversations/{id}/toggle_status`)[0].body).toEqual({
			status: 'snoozed',
			snoozed_until: 1893553445,
		});
		expect(bed.state().conversations.get(conversation.id)).toMatchObject({
			status: 3,
			snoozed_until: 1893553445,
		});
	});

	test('Assign to an agent answers with the agent', async () => {
		const { conversation } = bed.seed();
		const { items } = await bed.run({
			resource: 'conversation',
			operation: 'assign',
			conversationId: byId(conversation.id),
			assignTo: 'agent',
			assignee_id: '1',
		});
		expect(bed.requests('POST', `${A}/conversations/{id}/assignments`)[0].body).toEqual({
			assignee_id: 1,
		});
		expect(items[0].json).toMatchObject({ assignee: { id: 1, name: 'Ana Agent' } });
	});

	test('the Account ID on the node overrides the credential; per item, by expression', async () => {
		bed.state().addTeam({ name: 'Account one' });
		bed.state().addTeam({ name: 'Account two' }, 2);
		const { items } = await bed.run(
			{ resource: 'team', operation: 'getAll', returnAll: true, accountId: '={{$json.account}}' },
			[{ account: '1' }, { account: '2' }],
		);
		expect(items.map((i) => [i.json.name, i.pairedItem])).toEqual([
			['Account one', { item: 0 }],
			['Account two', { item: 1 }],
		]);
		expect(bed.requests('GET', `${A}/teams`).map((r) => r.path)).toEqual([
			'/accounts/1/teams',
			'/accounts/2/teams',
		]);
	});

	test('an account the token does not belong to answers 401 with a hint', async () => {
		const { error } = await bed.run(
			{ resource: 'team', operation: 'getAll', returnAll: true },
			[{}],
			{ token: CHAT_TOKENS.otherAccount },
		);
		expect(error?.httpCode).toBe('401');
		expect(error?.message).toBe(
			'Chat answered 401 unauthorized: You are not authorized to access this account',
		);
		expect(error?.description).toMatch(/access token/);
	});

	test('without an Account ID anywhere, nothing is sent', async () => {
		const { error } = await bed.run(
			{ resource: 'team', operation: 'getAll', returnAll: true },
			[{}],
			{ accountId: '' },
		);
		expect(error?.message).toMatch(/^Account ID: is required/);
		expect(bed.requests()).toEqual([]);
	});
});

describe('Chat checks before any request', () => {
	const rejected: Array<[string, IDataObject, RegExp]> = [
		[
			'contact e-mail',
			{ resource: 'contact', operation: 'create', additionalFields: { email: 'not-an-email' } },
			/^Email: must be a valid e-mail address \(item 0\)$/,
		],
		[
			'contact phone format',
			{ resource: 'contact', operation: 'create', additionalFields: { phone_number: '0611 222' } },
			/^Phone Number: must be in E\.164 format/,
		],
		[
			'contact with nothing to name it',
			{
				resource: 'contact',
				operation: 'create',
				additionalFields: { custom_attributes: '{"a":1}' },
			},
			/give at least a name, an e-mail or a phone number/,
		],
		[
			'custom attributes JSON',
			{
				resource: 'contact',
				operation: 'create',
				additionalFields: { name: 'x', custom_attributes: '{oops' },
			},
			/^Custom Attributes \(JSON\) \(custom_attributes\): must be valid JSON/,
		],
		[
			'filter without conditions',
			{ resource: 'contact', operation: 'filter', returnAll: true },
			/^Conditions: add at least one condition/,
		],
		[
			'filter condition without values',
			{
				resource: 'conversation',
				operation: 'filter',
				conditions: {
					condition: [{ attribute_key: 'status', filter_operator: 'equal_to', values: '' }],
				},
			},
			/condition 1 \(status\) needs at least one value/,
		],
		[
			'filter JSON that is not an array',
			{ resource: 'contact', operation: 'filter', filterMode: 'json', conditionsJson: '{"a":1}' },
			/must be a JSON array/,
		],
		[
			'filter JSON with an unknown operator',
			{
				resource: 'contact',
				operation: 'filter',
				filterMode: 'json',
				conditionsJson: '[{"attribute_key":"name","filter_operator":"like","values":["a"]}]',
			},
			/must be one of contains/,
		],
		[
			'label title',
			{ resource: 'label', operation: 'create', title: 'two words' },
			/^Title: may hold only letters, digits, hyphens and underscores/,
		],
		[
			'label colour',
			{ resource: 'label', operation: 'create', title: 'ok', additionalFields: { color: 'red' } },
			/^Color: must be a colour as #RRGGBB/,
		],
		[
			'webhook URL',
			{
				resource: 'webhook',
				operation: 'create',
				url: 'ftp://x',
				subscriptions: ['message_created'],
			},
			/^URL: must be a full URL/,
		],
		[
			'webhook update without events',
			{
				resource: 'webhook',
				operation: 'update',
				webhookId: '1',
				updateFields: { subscriptions: [] },
			},
			/^Events \(subscriptions\): choose at least one event/,
		],
		[
			'conversation ID not a number',
			{ resource: 'conversation', operation: 'setVip', conversationId: byId('abc'), vip: true },
			/^Conversation \(conversationId\): must be a whole number/,
		],
		[
			'message without content',
			{ resource: 'message', operation: 'send', conversationId: byId('1'), content: '={{ "" }}' },
			/^Content: is required/,
		],
		[
			'agent e-mail',
			{ resource: 'agent', operation: 'invite', name: 'x', email: 'nope', role: 'agent' },
			/^Email: must be a valid e-mail address/,
		],
		[
			'inbox website',
			{
				resource: 'inbox',
				operation: 'create',
				name: 'x',
				channelType: 'web_widget',
				website_url: 'shop.example.com',
			},
			/^Website URL: must be a full URL/,
		],
		[
			'definition key',
			{
				resource: 'customAttribute',
				operation: 'create',
				attribute_display_name: 'P',
				attribute_key: 'Has Space',
				attribute_display_type: 'text',
				attribute_model: 'contact_attribute',
			},
			/^Key \(attribute_key\): may hold only lowercase/,
		],
		[
			'update with nothing to change',
			{ resource: 'team', operation: 'update', teamId: '5', updateFields: {} },
			/^Update Fields: set at least one field to update/,
		],
		[
			'search without text',
			{ resource: 'search', operation: 'search', q: '={{ "" }}' },
			/^Search Query \(q\): is required/,
		],
	];

	test.each(rejected)('%s', async (_name, parameters, message) => {
		const { error } = await bed.run(parameters as never);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toMatch(message);
		expect(bed.requests()).toEqual([]);
	});
});

describe('Chat API errors', () => {
	test('a duplicate e-mail answers 422 with the API message and a hint', async () => {
		bed.seed();
		const { error } = await bed.run({
			resource: 'contact',
			operation: 'create',
			additionalFields: { name: 'Copy', email: 'lucia@example.com' },
		});
		expect(error?.name).toBe('NodeApiError');
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toBe('Chat answered 422 validation_error: Email has already been taken');
		expect(error?.description).toMatch(/could not validate/);
	});

	test('a missing record answers 404; with Continue On Fail the item carries the error', async () => {
		const { items } = await bed.run({ resource: 'team', operation: 'get', teamId: '999' }, [{}], {
			continueOnFail: true,
		});
		expect(items[0].json).toMatchObject({
			error: 'Chat answered 404 not_found: team 999 not found',
			httpCode: '404',
		});
	});

	test('a failed POST is not retried; a failed GET is', async () => {
		const { conversation } = bed.seed();
		bed.sandbox.failNext('chat', 503, { method: 'POST' });
		const sent = await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'once',
		});
		expect(sent.error?.httpCode).toBe('503');
		expect(bed.requests('POST')).toHaveLength(1);
		bed.sandbox.failNext('chat', 503, { method: 'GET' });
		const read = await bed.run({
			resource: 'conversation',
			operation: 'get',
			conversationId: byId(conversation.id),
		});
		expect(read.error).toBeUndefined();
		expect(bed.requests('GET').map((r) => r.status)).toEqual([503, 200]);
	});
});

describe('Chat pickers', () => {
	test('inboxes, agents, teams and labels from the API', async () => {
		bed.seed();
		expect(await bed.loadOptions('getInboxes')).toEqual([
			{ name: 'Web (WebWidget)', value: expect.any(String) },
		]);
		expect(await bed.loadOptions('getAgents')).toEqual([
			{ name: 'Ana Agent · ana@support.example', value: '1' },
		]);
		expect(await bed.loadOptions('getTeams')).toEqual([
			{ name: 'Billing', value: expect.any(String) },
		]);
		expect(await bed.loadOptions('getLabels')).toEqual([{ name: 'billing', value: 'billing' }]);
	});

	test('the pickers read the Account ID set on the node', async () => {
		bed.state().addTeam({ name: 'Second account team' }, 2);
		expect(await bed.loadOptions('getTeams', { accountId: '2' })).toEqual([
			{ name: 'Second account team', value: expect.any(String) },
		]);
		expect(bed.requests('GET', `${A}/teams`)[0].path).toBe('/accounts/2/teams');
	});

	test('contacts and conversations: listed page by page, searched by the API when the user types', async () => {
		const { contact, conversation } = bed.seed();
		bed.state().addContact({ name: 'Bruno Díaz', email: 'bruno@example.com' });
		const listed = await bed.listSearch('searchContacts');
		expect(listed.results.map((r) => r.name)).toEqual([
			'Bruno Díaz · bruno@example.com · #' + String(contact.id + 2),
			`Lucía Romero · lucia@example.com · #${contact.id}`,
		]);
		const searched = await bed.listSearch('searchContacts', 'lucia');
		expect(searched.results).toEqual([
			{ name: `Lucía Romero · lucia@example.com · #${contact.id}`, value: String(contact.id) },
		]);
		expect(bed.requests('GET', `${A}/contacts/search`)[0].query.q).toBe('lucia');
		const conversations = await bed.listSearch('searchConversations', 'romero');
		expect(conversations.results).toEqual([
			{ name: `#${conversation.id} · Lucía Romero`, value: String(conversation.id) },
		]);
	});
});
