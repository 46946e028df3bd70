import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { A, byId, chatTestbed } from './helpers';

const bed = chatTestbed();

type Seeded = ReturnType<typeof bed.seed>;

interface Case {
	name: string;
	parameters(s: Seeded): INodeParameters;
	/** The request the sandbox received (the last one to the route) */
	request: { method: string; route: string; body?: unknown; query?: Record<string, string> };
	/** The node's output (first item, or all with `items`) */
	output(json: IDataObject, s: Seeded, items: IDataObject[]): void;
}

/** One case per endpoint row: the request the sandbox received and what the node returned. */
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
	{
		name: 'Message → Get Many',
		parameters: (s) => {
			bed
				.state()
				.addMessage(
					s.conversation,
					{ content: 'Hi there', message_type: 0 },
					{ id: s.contact.id, name: 'Lucía', type: 'contact' },
				);
			return {
				resource: 'message',
				operation: 'getAll',
				conversationId: byId(s.conversation.id),
				returnAll: true,
			};
		},
		request: { method: 'GET', route: `${A}/conversations/{conversation_id}/messages` },
		output: (json) =>
			expect(json).toMatchObject({
				content: 'Hi there',
				message_type: 0,
				message_type_name: 'incoming',
				status_name: 'sent',
			}),
	},
	{
		name: 'Message → Send a private note',
		parameters: (s) => ({
			resource: 'message',
			operation: 'send',
			conversationId: byId(s.conversation.id),
			content: 'Internal: refund approved',
			message_type: 'outgoing',
			private: true,
		}),
		request: {
			method: 'POST',
			route: `${A}/conversations/{conversation_id}/messages`,
			body: { content: 'Internal: refund approved', message_type: 'outgoing', private: true },
		},
		output: (json) => {
			expect(json).toMatchObject({ private: true, message_type: 1 });
			expect(bed.state().sentToContact).toEqual([]);
		},
	},
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
	{
		name: 'Inbox → Get Many',
		parameters: () => ({ resource: 'inbox', operation: 'getAll', returnAll: true }),
		request: { method: 'GET', route: `${A}/inboxes` },
		output: (json, s) =>
			expect(json).toMatchObject({ id: s.inbox.id, channel_type: 'Channel::WebWidget' }),
	},
	{
		name: 'Inbox → Create a website inbox',
		parameters: () => ({
			resource: 'inbox',
			operation: 'create',
			name: 'Shop',
			channelType: 'web_widget',
			website_url: 'https://shop.example.com',
		}),
		request: {
			method: 'POST',
			route: `${A}/inboxes`,
			body: {
				name: 'Shop',
				channel: { type: 'web_widget', website_url: 'https://shop.example.com' },
			},
		},
		output: (json) =>
			expect(json).toMatchObject({ name: 'Shop', website_url: 'https://shop.example.com' }),
	},
	{
		name: 'Inbox → Get',
		parameters: (s) => ({ resource: 'inbox', operation: 'get', inboxId: String(s.inbox.id) }),
		request: { method: 'GET', route: `${A}/inboxes/{id}` },
		output: (json, s) => expect(json).toMatchObject({ id: s.inbox.id, name: 'Web' }),
	},
	{
		name: 'Inbox → Update',
		parameters: (s) => ({
			resource: 'inbox',
			operation: 'update',
			inboxId: String(s.inbox.id),
			updateFields: {
				greeting_enabled: true,
				greeting_message: 'Welcome!',
				enable_auto_assignment: false,
			},
		}),
		request: {
			method: 'PATCH',
			route: `${A}/inboxes/{id}`,
			body: { greeting_enabled: true, greeting_message: 'Welcome!', enable_auto_assignment: false },
		},
		output: (json) =>
			expect(json).toMatchObject({
				greeting_enabled: true,
				greeting_message: 'Welcome!',
				enable_auto_assignment: false,
			}),
	},
	{
		name: 'Inbox → Delete keeps the conversations',
		parameters: (s) => ({ resource: 'inbox', operation: 'delete', inboxId: String(s.inbox.id) }),
		request: { method: 'DELETE', route: `${A}/inboxes/{id}` },
		output: (json, s) => {
			expect(json).toEqual({ id: String(s.inbox.id), deleted: true });
			expect(bed.state().conversations.has(s.conversation.id)).toBe(true);
		},
	},
	{
		name: 'Agent → Get Many',
		parameters: () => ({ resource: 'agent', operation: 'getAll', returnAll: true }),
		request: { method: 'GET', route: `${A}/agents` },
		output: (json, _s, items) => {
			expect(json).toMatchObject({ name: 'Ana Agent', role: 'administrator' });
			expect(items).toHaveLength(1);
		},
	},
	{
		name: 'Agent → Invite',
		parameters: () => ({
			resource: 'agent',
			operation: 'invite',
			name: 'Lee Park',
			email: 'lee@support.example',
			role: 'agent',
		}),
		request: {
			method: 'POST',
			route: `${A}/agents`,
			body: { name: 'Lee Park', email: 'lee@support.example', role: 'agent' },
		},
		output: (json) =>
			expect(json).toMatchObject({ name: 'Lee Park', confirmed: false, role: 'agent' }),
	},
	{
		name: 'Agent → Update role and availability',
		parameters: () => {
			const lee = bed.state().addAgent({ name: 'Lee', email: 'lee@x.example' });
			return {
				resource: 'agent',
				operation: 'update',
				agentId: String(lee.id),
				updateFields: { role: 'administrator', availability: 'busy' },
			};
		},
		request: {
			method: 'PATCH',
			route: `${A}/agents/{id}`,
			body: { role: 'administrator', availability: 'busy' },
		},
		output: (json) =>
			expect(json).toMatchObject({ role: 'administrator', availability_status: 'busy' }),
	},
	{
		name: 'Agent → Delete',
		parameters: () => ({
			resource: 'agent',
			operation: 'delete',
			agentId: String(bed.state().addAgent({ name: 'Lee', email: 'lee@x.example' }).id),
		}),
		request: { method: 'DELETE', route: `${A}/agents/{id}` },
		output: (json) => expect(json).toMatchObject({ deleted: true }),
	},
	{
		name: 'Team → Get Many',
		parameters: () => ({ resource: 'team', operation: 'getAll', returnAll: true }),
		request: { method: 'GET', route: `${A}/teams` },
		output: (json, s) => expect(json).toMatchObject({ id: s.team.id, name: 'Billing' }),
	},
	{
		name: 'Team → Create',
		parameters: () => ({
			resource: 'team',
			operation: 'create',
			name: 'Tech',
			additionalFields: { description: 'Bugs', allow_auto_assign: false },
		}),
		request: {
			method: 'POST',
			route: `${A}/teams`,
			body: { name: 'Tech', description: 'Bugs', allow_auto_assign: false },
		},
		output: (json) =>
			expect(json).toMatchObject({
				id: expect.any(Number),
				name: 'Tech',
				allow_auto_assign: false,
			}),
	},
	{
		name: 'Team → Get',
		parameters: (s) => ({ resource: 'team', operation: 'get', teamId: String(s.team.id) }),
		request: { method: 'GET', route: `${A}/teams/{id}` },
		output: (json, s) => expect(json).toMatchObject({ id: s.team.id }),
	},
	{
		name: 'Team → Update',
		parameters: (s) => ({
			resource: 'team',
			operation: 'update',
			teamId: String(s.team.id),
			updateFields: { name: 'Billing EU' },
		}),
		request: { method: 'PATCH', route: `${A}/teams/{id}`, body: { name: 'Billing EU' } },
		output: (json) => expect(json).toMatchObject({ name: 'Billing EU' }),
	},
	{
		name: 'Team → Delete',
		parameters: (s) => ({ resource: 'team', operation: 'delete', teamId: String(s.team.id) }),
		request: { method: 'DELETE', route: `${A}/teams/{id}` },
		output: (json, s) => {
			expect(json).toEqual({ id: String(s.team.id), deleted: true });
			expect(bed.state().teams.has(s.team.id)).toBe(false);
		},
	},
	{
		name: 'Label → Get Many',
		parameters: () => ({ resource: 'label', operation: 'getAll', returnAll: true }),
		request: { method: 'GET', route: `${A}/labels` },
		output: (json) => expect(json).toMatchObject({ title: 'billing' }),
	},
	{
		name: 'Label → Create',
		parameters: () => ({
			resource: 'label',
			operation: 'create',
			title: 'vip-customer',
			additionalFields: { color: '#ff0000', show_on_sidebar: false, description: 'Top' },
		}),
		request: {
			method: 'POST',
			route: `${A}/labels`,
			body: { title: 'vip-customer', color: '#ff0000', show_on_sidebar: false, description: 'Top' },
		},
		output: (json) => expect(json).toMatchObject({ title: 'vip-customer', color: '#ff0000' }),
	},
	{
		name: 'Label → Update',
		parameters: (s) => ({
			resource: 'label',
			operation: 'update',
			labelId: String(s.label.id),
			updateFields: { description: 'Invoices' },
		}),
		request: { method: 'PATCH', route: `${A}/labels/{id}`, body: { description: 'Invoices' } },
		output: (json) => expect(json).toMatchObject({ title: 'billing', description: 'Invoices' }),
	},
	{
		name: 'Label → Delete',
		parameters: (s) => ({ resource: 'label', operation: 'delete', labelId: String(s.label.id) }),
		request: { method: 'DELETE', route: `${A}/labels/{id}` },
		output: (json) => expect(json).toMatchObject({ deleted: true }),
	},
	{
		name: 'Search → conversations, messages and contacts together',
		parameters: (s) => {
			bed
				.state()
				.addMessage(
					s.conversation,
					{ content: 'Lucía asked about refunds', message_type: 0 },
					{ id: s.contact.id, name: 'Lucía', type: 'contact' },
				);
			return { resource: 'search', operation: 'search', q: 'lucía' };
		},
		request: { method: 'GET', route: `${A}/search`, query: { q: 'lucía' } },
		output: (json, s) => {
			expect((json.conversations as IDataObject[]).map((c) => c.id)).toEqual([s.conversation.id]);
			expect((json.contacts as IDataObject[]).map((c) => c.id)).toEqual([s.contact.id]);
			expect((json.messages as IDataObject[])[0]).toMatchObject({
				content: 'Lucía asked about refunds',
				message_type_name: 'incoming',
			});
		},
	},
	{
		name: 'Canned Response → Create',
		parameters: () => ({
			resource: 'cannedResponse',
			operation: 'create',
			short_code: 'refund',
			content: 'Your refund is on its way.',
		}),
		request: {
			method: 'POST',
			route: `${A}/canned_responses`,
			body: { short_code: 'refund', content: 'Your refund is on its way.' },
		},
		output: (json) => expect(json).toMatchObject({ id: expect.any(Number), short_code: 'refund' }),
	},
	{
		name: 'Custom Attribute Definition → Create',
		parameters: () => ({
			resource: 'customAttribute',
			operation: 'create',
			attribute_display_name: 'Plan',
			attribute_key: 'plan',
			attribute_display_type: 'list',
			attribute_model: 'contact_attribute',
			additionalFields: { attribute_values: 'free, gold' },
		}),
		request: {
			method: 'POST',
			route: `${A}/custom_attribute_definitions`,
			body: {
				attribute_display_name: 'Plan',
				attribute_key: 'plan',
				attribute_display_type: 'list',
				attribute_model: 'contact_attribute',
				attribute_values: ['free', 'gold'],
			},
		},
		output: (json) =>
			expect(json).toMatchObject({ attribute_key: 'plan', attribute_values: ['free', 'gold'] }),
	},
	{
		name: 'Webhook → Create (Chatwoot body: url, subscriptions)',
		parameters: () => ({
			resource: 'webhook',
			operation: 'create',
			url: 'https://hooks.example.com/chat',
			subscriptions: ['message_created', 'conversation_created'],
		}),
		request: {
			method: 'POST',
			route: `${A}/webhooks`,
			body: {
				url: 'https://hooks.example.com/chat',
				subscriptions: ['message_created', 'conversation_created'],
			},
		},
		output: (json) =>
			expect(json).toMatchObject({
				id: expect.any(Number),
				url: 'https://hooks.example.com/chat',
				secret: expect.stringMatching(/^[0-9a-f]{48}$/),
			}),
	},
];

/** The routes the three "whole collection" resources share, run over one created record each. */
const collections: Array<{
	resource: string;
	route: string;
	idParameter: string;
	make(): IDataObject;
	update: IDataObject;
	updated: IDataObject;
}> = [
	{
		resource: 'cannedResponse',
		route: `${A}/canned_responses`,
		idParameter: 'cannedResponseId',
		make: () => ({ short_code: 'hello', content: 'Hi!' }),
		update: { content: 'Hello there!' },
		updated: { short_code: 'hello', content: 'Hello there!' },
	},
	{
		resource: 'customAttribute',
		route: `${A}/custom_attribute_definitions`,
		idParameter: 'definitionId',
		make: () => ({
			attribute_display_name: 'Tier',
			attribute_key: 'tier',
			attribute_display_type: 'text',
			attribute_model: 'conversation_attribute',
		}),
		update: { attribute_description: 'Support tier' },
		updated: { attribute_key: 'tier', attribute_description: 'Support tier' },
	},
	{
		resource: 'webhook',
		route: `${A}/webhooks`,
		idParameter: 'webhookId',
		make: () => ({
			url: 'https://hooks.example.com/a',
			subscriptions: ['contact_created'],
			secret: 's3cret',
		}),
		update: { subscriptions: ['contact_updated'] },
		updated: { url: 'https://hooks.example.com/a', subscriptions: ['contact_updated'] },
	},
];

const mapOf = (resource: string) =>
	({
		cannedResponse: bed.state().cannedResponses,
		customAttribute: bed.state().attributeDefinitions,
		webhook: bed.state().webhooks,
	})[resource]!;

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

	test.each(collections.map((c) => [c.resource, c] as const))(
		'%s → Get Many, Get, Update, Delete',
		async (_name, c) => {
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
		},
	);
});
