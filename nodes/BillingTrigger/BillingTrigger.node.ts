import type { IHookFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import { billingCredentialTest, billingRequest } from '../Billing/api';
import { hmacSha256Hex } from '../shared/webhook/schemes';
import type { WebhookLifecycle } from '../shared/webhook/trigger';
import { DELIVERY_WEBHOOK, webhookTrigger } from '../shared/webhook/trigger';

/**
 * The API's documentation names the headers (service-signature, service-timestamp) but not the
 * algorithm: the defaults sign `<timestamp>.<raw body>` with HMAC-SHA256 in hex, and every part is an option.
 */
const SIGNING = hmacSha256Hex({ signature: 'service-signature', timestamp: 'service-timestamp' });

/** The 17 kinds the API's documentation names; the other two of the 19 go in "Other Event Kinds". */
const EVENTS = [
	'charge.deferred',
	'charge.failed',
	'charge.succeeded',
	'charge.unknown',
	'customer.created',
	'invoice.paid',
	'invoice.payment_failed',
	'payment.failed',
	'payment.success',
	'payment_link.rejected',
	'receipt.created',
	'subscription.cancelled',
	'subscription.created',
	'subscription.customer_updated',
	'subscription.items_updated',
	'subscription.past_due',
	'subscription.resumed',
];

/**
 * The service has no API to register the project webhook (it is pasted in the dashboard), so
 * this trigger has no webhookLifecycle: activation checks instead what the deliveries need, a
 * working key and the signing secret.
 */
const lifecycle: WebhookLifecycle = {
	async checkExists(this: IHookFunctions): Promise<boolean> {
		const staticData = this.getWorkflowStaticData('node');
		return staticData.webhookUrl === this.getNodeWebhookUrl('default');
	},
	async create(this: IHookFunctions): Promise<boolean> {
		const credentials = await this.getCredentials('bizOpsBillingApi');
		if (!credentials.webhookSecret) {
			throw new NodeOperationError(
				this.getNode(),
				'The BizOps Billing credential has no Webhook Secret',
				{
					description:
						"Copy the project's webhook secret from the dashboard into the credential: without it no delivery can be verified.",
				},
			);
		}
		await billingRequest.call(this, {
			method: 'GET',
			path: '/v1/customers',
			qs: { lim: 1 },
			kind: 'read',
		});
		this.getWorkflowStaticData('node').webhookUrl = this.getNodeWebhookUrl('default');
		return true;
	},
	async delete(this: IHookFunctions): Promise<boolean> {
		delete this.getWorkflowStaticData('node').webhookUrl;
		return true;
	},
};

const trigger = webhookTrigger({
	lifecycle,
	signing: SIGNING,
	secret: async (ctx) => String((await ctx.getCredentials('bizOpsBillingApi')).webhookSecret ?? ''),
});

export class BillingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Billing Trigger',
		name: 'billingTrigger',
		icon: { light: 'file:../../icons/billing.svg', dark: 'file:../../icons/billing.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].length ? $parameter["events"].join(", ") : "All events"}}',
		description:
			"Starts the workflow on the BizOps Billing project webhook's events: customers, charges, subscriptions, invoices",
		defaults: { name: 'BizOps Billing Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsBillingApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Billing events: charge succeeded or failed, invoice paid, payment failed, subscription created, cancelled, past due (webhook; credential bizOpsBillingApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.billing',
					relationHint: 'Reads and changes the subscription, customer or charge',
				},
			],
		},
		// An array literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [DELIVERY_WEBHOOK],
		properties: [
			{
				displayName:
					'The project has one webhook and no API to register it: copy the Production URL shown above under "Webhook URLs" into the webhook setting of the project in the dashboard, and the project\'s webhook secret into the BizOps Billing credential. Deliveries with a bad or missing signature are answered 401.',
				name: 'setupNotice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: EVENTS.map((value) => ({ name: value, value })),
				default: [],
				description:
					'Event kinds that start the workflow; none selected (and no other kinds) passes every kind on',
			},
			{
				displayName: 'Other Event Kinds',
				name: 'otherEvents',
				type: 'string',
				default: '',
				placeholder: 'e.g. refund.created',
				description:
					'Comma-separated kinds not in the list (the service has 19 kinds; the document names 17)',
			},
			...trigger.parameters,
		],
	};

	methods = { credentialTest: billingCredentialTest };

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
