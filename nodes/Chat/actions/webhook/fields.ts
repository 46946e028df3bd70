import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { WriteFields } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import * as webhook from '../../../shared/webhook/parameters';
import { WEBHOOK_EVENTS, accountPath, chatWebhooks } from '../../api';

export const webhookId = text(
	'Webhook ID',
	'webhookId',
	'ID of the webhook, as Webhook → Get Many lists it',
	{ required: true, placeholder: 'e.g. 42' },
);

export const subscriptionsParameter: INodeProperties = {
	displayName: 'Events',
	name: 'subscriptions',
	type: 'multiOptions',
	options: WEBHOOK_EVENTS,
	default: [],
	description:
		'Event kinds delivered to the URL, e.g. message_created or conversation_status_changed (Chatwoot calls them subscriptions)',
};

/** What Webhook → Create and Update send: Chatwoot's body, the document shows none. */
export const webhookWrite: WriteFields = {
	id: webhookId,
	required: [
		text('URL', 'url', 'Address the deliveries are posted to', {
			required: true,
			placeholder: 'https://example.com/hooks/chat',
		}),
		{ ...subscriptionsParameter, required: true },
	],
	optional: [text('Name', 'name', 'Name shown in the webhook list')],
	toBody(fields, check, partial) {
		const body = dropEmpty(fields);
		check.url('url', body.url);
		if (body.subscriptions !== undefined || !partial)
			webhook.events(check, 'subscriptions', body.subscriptions ?? []);
		return body;
	},
};

/** The webhook client for one item: the webhooks of its Account ID (the credential's when empty). */
export const itemWebhooks = (ctx: IExecuteFunctions, itemIndex: number) =>
	chatWebhooks(
		subscriptionsParameter.name,
		async () => await accountPath('/webhooks')(ctx, itemIndex),
	);
