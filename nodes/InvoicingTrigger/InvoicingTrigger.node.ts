import type { INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { INVOICING_EVENTS, invoicingCredentialTest, invoicingWebhooks } from '../Invoicing/api';
import { hmacSha256Hex } from '../shared/webhook/schemes';
import {
	DELIVERY_WEBHOOK,
	triggerEventsParameter,
	webhookTrigger,
} from '../shared/webhook/trigger';

/** The Invoicing document does not show how deliveries are signed: these defaults are options (see docs/nodes/InvoicingTrigger.md). */
const SIGNING = hmacSha256Hex({ signature: 'x-invoicing-signature' });

const trigger = webhookTrigger({ webhooks: invoicingWebhooks, signing: SIGNING });

/**
 * The document shows only `POST /webhooks` (no way to list or remove webhooks), so the lifecycle
 * registers once per URL and event set and remembers it: a later activation with the same URL
 * and events registers nothing, a changed set is registered anew (the old one is recorded under
 * `replaced`), and deactivation leaves the registration in place.
 */
export class InvoicingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Invoicing Trigger',
		name: 'invoicingTrigger',
		icon: { light: 'file:../../icons/invoicing.svg', dark: 'file:../../icons/invoicing.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description:
			'Starts the workflow when invoices are created or cancelled, cancellations are answered, payment receipts are issued or a certificate expires in BizOps Invoicing',
		defaults: { name: 'BizOps Invoicing Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsInvoicingApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Invoicing (CFDI) events: invoice created, cancelled, cancellation accepted or rejected, payment receipt created, certificate expiring (webhook; credential bizOpsInvoicingApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.invoicing',
					relationHint: 'Reads, sends or downloads the invoice',
				},
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Tell the customer in chat' },
			],
		},
		// An array literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [DELIVERY_WEBHOOK],
		properties: [
			{
				displayName:
					"The service has no API to list or remove webhooks. Publishing registers this URL once for the chosen events and remembers it; unpublishing leaves it registered (deliveries then get no answer from n8n). When you change the events, a new webhook is registered: remove the old one in the service's dashboard.",
				name: 'registrationNotice',
				type: 'notice',
				default: '',
			},
			triggerEventsParameter(INVOICING_EVENTS, 'invoice.created'),
			...trigger.parameters,
		],
	};

	methods = { credentialTest: invoicingCredentialTest };

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
