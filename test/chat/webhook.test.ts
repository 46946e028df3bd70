import type { Case, Collection } from './helpers';
import { A, chatTestbed, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
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

const collections: Collection[] = [
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

operationCases(bed, cases, collections);

refusedBeforeAnyRequest(bed, [
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
]);
