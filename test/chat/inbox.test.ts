import type { Case } from './helpers';
import { A, chatTestbed, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
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
];

operationCases(bed, cases);

refusedBeforeAnyRequest(bed, [
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
]);
