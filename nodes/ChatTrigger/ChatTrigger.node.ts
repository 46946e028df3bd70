import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { WEBHOOK_EVENTS, chatWebhooks } from '../Chat/api';
import { chatCredentialTest } from '../Chat/methods/credentialTest';
import { hmacSha256Hex } from '../shared/webhook/schemes';
import { DELIVERY_WEBHOOK, webhookTrigger } from '../shared/webhook/trigger';

/**
 * How deliveries are signed. The document does not show it; the defaults are Chatwoot's:
 * `X-Chatwoot-Signature: sha256=<hex HMAC-SHA256>` over `<X-Chatwoot-Timestamp>.<raw body>`,
 * keyed with the secret the service returns for the webhook, the timestamp in Unix seconds
 * checked within 5 minutes, and `X-Chatwoot-Delivery` the same across redeliveries.
 */
export const SIGNING = hmacSha256Hex({
	signature: 'X-Chatwoot-Signature',
	timestamp: 'X-Chatwoot-Timestamp',
	deliveryId: 'X-Chatwoot-Delivery',
	prefix: 'sha256=',
});

const options = (ctx: IHookFunctions | IWebhookFunctions) =>
	ctx.getNodeParameter('options', {}) as IDataObject;

/** The registration's field for the kinds is not shown in the document: Chatwoot's `subscriptions`, or the option. */
const webhooks = (ctx: IHookFunctions) =>
	chatWebhooks(String(options(ctx).eventsField || 'subscriptions'));

/** The inbox a delivery belongs to: the message's, the conversation's, or the record's own. */
function inboxOf(body: IDataObject): string | undefined {
	const inbox = body.inbox as IDataObject | undefined;
	const conversation = body.conversation as IDataObject | undefined;
	const id = inbox?.id ?? body.inbox_id ?? conversation?.inbox_id;
	return id === undefined || id === null ? undefined : String(id);
}

const isIncoming = (body: IDataObject) =>
	body.message_type === 0 || body.message_type === 'incoming';

const trigger = webhookTrigger({
	webhooks,
	signing: SIGNING,
	verify: (ctx) => options(ctx).verify !== false,
	skip(ctx, body) {
		const settings = options(ctx);
		const event = String(body.event ?? '');
		const inbox = typeof settings.inboxId === 'string' ? settings.inboxId.trim() : '';
		const filtered =
			(settings.onlyIncoming === true && event.startsWith('message_') && !isIncoming(body)) ||
			(inbox !== '' && inboxOf(body) !== inbox);
		return filtered ? 'filtered out by the trigger options' : undefined;
	},
});

export class ChatTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Chat Trigger',
		name: 'chatTrigger',
		icon: { light: 'file:../../icons/chat.svg', dark: 'file:../../icons/chat.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description:
			'Starts the workflow when conversations, messages or contacts change in BizOps Chat (or Chatwoot)',
		defaults: { name: 'BizOps Chat Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsChatApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Chat (Chatwoot) events: conversation created, updated or status changed, message created or updated, contact created or updated (webhook; credential bizOpsChatApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.chat',
					relationHint: 'Replies, assigns and labels the conversation',
				},
				{ nodeType: 'n8n-nodes-bizops.salesCrm', relationHint: 'Look up the customer in the CRM' },
			],
		},
		// An array literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [DELIVERY_WEBHOOK],
		properties: [
			{
				displayName:
					'The webhook is registered in the account of the credential. The service signs deliveries with a secret it returns when the webhook is registered; if it returns none, deliveries cannot be verified and are refused unless you turn Verify Signatures off.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: WEBHOOK_EVENTS,
				default: ['message_created'],
				description:
					'The events that start the workflow; a change of this list updates the webhook',
			},
			{
				displayName: 'Other Events',
				name: 'otherEvents',
				type: 'string',
				default: '',
				placeholder: 'e.g. conversation_resolved',
				description: 'Comma-separated event names not in the list above, as the service names them',
			},
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				options: [
					{
						displayName: 'Events Field Name',
						name: 'eventsField',
						type: 'string',
						default: 'subscriptions',
						description:
							"Field of the webhook registration that holds the events (Chatwoot's is subscriptions)",
					},
					{
						displayName: 'Only Incoming Messages',
						name: 'onlyIncoming',
						type: 'boolean',
						default: false,
						description:
							'Whether message events start the workflow only for messages the contact wrote',
					},
					{
						displayName: 'Only Inbox ID',
						name: 'inboxId',
						type: 'string',
						default: '',
						description: 'Start the workflow only for deliveries of this inbox',
					},
					{
						displayName: 'Verify Signatures',
						name: 'verify',
						type: 'boolean',
						default: true,
						description:
							'Whether to refuse deliveries whose signature does not match; turn off only where the service returns no webhook secret',
					},
				],
			},
			...trigger.parameters,
		],
	};

	methods = { credentialTest: chatCredentialTest };

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
