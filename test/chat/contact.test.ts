import type { Case } from './helpers';
import { A, byId, chatTestbed, file, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Contact → Get Many sorted, with inboxes',
		parameters: () => ({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { include_contact_inboxes: true },
			sort: { sort_by: 'email', sort_dir: 'desc' },
		}),
		request: {
			method: 'GET',
			route: `${A}/contacts`,
			query: { include_contact_inboxes: 'true', sort: '-email', page: '1' },
		},
		output: (json, s) =>
			expect(json).toMatchObject({
				id: s.contact.id,
				contact_inboxes: [{ inbox: { id: s.inbox.id } }],
			}),
	},
	{
		name: 'Contact → Create',
		parameters: () => ({
			resource: 'contact',
			operation: 'create',
			additionalFields: {
				name: 'James Carter',
				email: 'james@example.org',
				phone_number: '+14155550123',
				custom_attributes: '{"plan":"gold"}',
			},
		}),
		request: {
			method: 'POST',
			route: `${A}/contacts`,
			body: {
				name: 'James Carter',
				email: 'james@example.org',
				phone_number: '+14155550123',
				custom_attributes: { plan: 'gold' },
			},
		},
		output: (json) =>
			expect(json).toMatchObject({
				id: expect.any(Number),
				name: 'James Carter',
				custom_attributes: { plan: 'gold' },
			}),
	},
	{
		name: 'Contact → Search',
		parameters: () => ({ resource: 'contact', operation: 'search', q: '+3461', returnAll: true }),
		request: { method: 'GET', route: `${A}/contacts/search`, query: { q: '+3461', page: '1' } },
		output: (json, s) =>
			expect(json).toMatchObject({ id: s.contact.id, phone_number: '+34611222333' }),
	},
	{
		name: 'Contact → Get',
		parameters: (s) => ({ resource: 'contact', operation: 'get', contactId: byId(s.contact.id) }),
		request: { method: 'GET', route: `${A}/contacts/{id}` },
		output: (json, s) =>
			expect(json).toMatchObject({
				id: s.contact.id,
				name: 'Lucía Romero',
				created_at_iso: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
			}),
	},
	{
		name: 'Contact → Update',
		parameters: (s) => ({
			resource: 'contact',
			operation: 'update',
			contactId: byId(s.contact.id),
			updateFields: { email: 'lucia.r@example.com' },
		}),
		request: {
			method: 'PATCH',
			route: `${A}/contacts/{id}`,
			body: { email: 'lucia.r@example.com' },
		},
		output: (json) =>
			expect(json).toMatchObject({ email: 'lucia.r@example.com', name: 'Lucía Romero' }),
	},
	{
		name: 'Contact → Delete',
		parameters: (s) => ({
			resource: 'contact',
			operation: 'delete',
			contactId: byId(s.contact.id),
		}),
		request: { method: 'DELETE', route: `${A}/contacts/{id}` },
		output: (json, s) => expect(json).toEqual({ id: String(s.contact.id), deleted: true }),
	},
	{
		name: 'Contact → Filter (conditions as JSON)',
		parameters: () => ({
			resource: 'contact',
			operation: 'filter',
			returnAll: true,
			filterMode: 'json',
			conditionsJson: JSON.stringify([
				{ attribute_key: 'email', filter_operator: 'contains', values: ['example.com'] },
			]),
		}),
		request: {
			method: 'POST',
			route: `${A}/contacts/filter`,
			body: {
				payload: [
					{
						attribute_key: 'email',
						filter_operator: 'contains',
						values: ['example.com'],
						query_operator: null,
					},
				],
			},
		},
		output: (json, s) => expect(json).toMatchObject({ id: s.contact.id }),
	},
	{
		name: 'Contact → Export',
		parameters: () => ({ resource: 'contact', operation: 'export', column_names: 'name, email' }),
		request: {
			method: 'POST',
			route: `${A}/contacts/export`,
			body: { column_names: ['name', 'email'] },
		},
		output: (json) => {
			expect(json).toMatchObject({
				exportStarted: true,
				message: expect.stringContaining('ana@support.example'),
			});
			expect(bed.state().exports).toEqual([
				{ account_id: 1, email: 'ana@support.example', column_names: ['name', 'email'] },
			]);
		},
	},
];

operationCases(bed, cases);

describe('Chat lists', () => {
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
});

describe('Chat messages, contacts and accounts', () => {
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
});

refusedBeforeAnyRequest(bed, [
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
]);
