import type { Case } from './helpers';
import { A, byId, chatTestbed, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Conversation → Get Many with every filter',
		parameters: (s) => {
			Object.assign(s.conversation, { labels: ['billing'], team_id: s.team.id });
			return {
				resource: 'conversation',
				operation: 'getAll',
				returnAll: true,
				filters: {
					assignee_type: 'unassigned',
					status: 'open',
					inbox_id: String(s.inbox.id),
					team_id: String(s.team.id),
					label: 'billing',
				},
			};
		},
		request: {
			method: 'GET',
			route: `${A}/conversations`,
			query: {
				assignee_type: 'unassigned',
				status: 'open',
				inbox_id: expect.stringMatching(/^\d+$/),
				team_id: expect.stringMatching(/^\d+$/),
				label: 'billing',
				page: '1',
			},
		},
		output: (json, s) =>
			expect(json).toMatchObject({
				id: s.conversation.id,
				status: 0,
				status_name: 'open',
				meta: { sender: { name: 'Lucía Romero' } },
			}),
	},
	{
		name: 'Conversation → Create with a first message',
		parameters: (s) => ({
			resource: 'conversation',
			operation: 'create',
			inbox_id: String(s.inbox.id),
			contactId: byId(s.contact.id),
			additionalFields: { status: 'pending', team_id: String(s.team.id), message: 'Hello!' },
		}),
		request: {
			method: 'POST',
			route: `${A}/conversations`,
			body: {
				inbox_id: expect.any(Number),
				contact_id: expect.any(Number),
				status: 'pending',
				team_id: expect.any(Number),
				message: { content: 'Hello!' },
			},
		},
		output: (json, s) =>
			expect(json).toMatchObject({
				status: 2,
				inbox_id: s.inbox.id,
				meta: { team: { name: 'Billing' } },
			}),
	},
	{
		name: 'Conversation → Get',
		parameters: (s) => ({
			resource: 'conversation',
			operation: 'get',
			conversationId: byId(s.conversation.id),
		}),
		request: { method: 'GET', route: `${A}/conversations/{id}` },
		output: (json, s) =>
			expect(json).toMatchObject({
				id: s.conversation.id,
				created_at_iso: '2023-11-14T22:13:20.000Z',
				status_name: 'open',
			}),
	},
	{
		name: 'Conversation → Update priority, VIP and labels',
		parameters: (s) => ({
			resource: 'conversation',
			operation: 'update',
			conversationId: byId(s.conversation.id),
			updateFields: { priority: 'high', vip: true, labels: ['billing'] },
		}),
		request: {
			method: 'PATCH',
			route: `${A}/conversations/{id}`,
			body: { priority: 'high', vip: true, labels: ['billing'] },
		},
		output: (json) => expect(json).toMatchObject({ priority: 2, vip: true, labels: ['billing'] }),
	},
	{
		name: 'Conversation → Set Status',
		parameters: (s) => ({
			resource: 'conversation',
			operation: 'setStatus',
			conversationId: byId(s.conversation.id),
			status: 'resolved',
		}),
		request: {
			method: 'POST',
			route: `${A}/conversations/{id}/toggle_status`,
			body: { status: 'resolved' },
		},
		output: (json, s) =>
			expect(json).toEqual({
				conversation_id: s.conversation.id,
				success: true,
				current_status: 'resolved',
			}),
	},
	{
		name: 'Conversation → Set Priority (Chatwoot body: priority)',
		parameters: (s) => ({
			resource: 'conversation',
			operation: 'setPriority',
			conversationId: byId(s.conversation.id),
			priority: 'urgent',
		}),
		request: {
			method: 'POST',
			route: `${A}/conversations/{id}/toggle_priority`,
			body: { priority: 'urgent' },
		},
		output: (json, s) => {
			expect(json).toEqual({ id: s.conversation.id, priority: 'urgent' });
			expect(bed.state().conversations.get(s.conversation.id)!.priority).toBe(3);
		},
	},
	{
		name: 'Conversation → Set VIP',
		parameters: (s) => ({
			resource: 'conversation',
			operation: 'setVip',
			conversationId: byId(s.conversation.id),
			vip: true,
		}),
		request: { method: 'POST', route: `${A}/conversations/{id}/toggle_vip`, body: { vip: true } },
		output: (json) => expect(json).toMatchObject({ vip: true }),
	},
	{
		name: 'Conversation → Assign to a team',
		parameters: (s) => ({
			resource: 'conversation',
			operation: 'assign',
			conversationId: byId(s.conversation.id),
			assignTo: 'team',
			team_id: String(s.team.id),
		}),
		request: {
			method: 'POST',
			route: `${A}/conversations/{id}/assignments`,
			body: { team_id: expect.any(Number) },
		},
		output: (json, s) =>
			expect(json).toMatchObject({
				conversation_id: s.conversation.id,
				team: { id: s.team.id, name: 'Billing' },
			}),
	},
	{
		name: 'Conversation → Filter (conditions from the panel)',
		parameters: () => ({
			resource: 'conversation',
			operation: 'filter',
			returnAll: true,
			conditions: {
				condition: [
					{
						attribute_key: 'status',
						filter_operator: 'equal_to',
						values: 'open, pending',
						query_operator: 'AND',
					},
				],
			},
		}),
		request: {
			method: 'POST',
			route: `${A}/conversations/filter`,
			body: {
				payload: [
					{
						attribute_key: 'status',
						filter_operator: 'equal_to',
						values: ['open', 'pending'],
						query_operator: null,
					},
				],
			},
			query: { page: '1' },
		},
		output: (json, s) => expect(json).toMatchObject({ id: s.conversation.id }),
	},
	{
		name: 'Conversation → Search',
		parameters: () => ({
			resource: 'conversation',
			operation: 'search',
			q: 'lucía',
			returnAll: true,
		}),
		request: {
			method: 'GET',
			route: `${A}/conversations/search`,
			query: { q: 'lucía', page: '1' },
		},
		output: (json, s) => expect(json).toMatchObject({ id: s.conversation.id }),
	},
];

operationCases(bed, cases);

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

describe('Chat messages, contacts and accounts', () => {
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
});

refusedBeforeAnyRequest(bed, [
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
		'conversation ID not a number',
		{ resource: 'conversation', operation: 'setVip', conversationId: byId('abc'), vip: true },
		/^Conversation \(conversationId\): must be a whole number/,
	],
]);
