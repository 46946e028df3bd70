import type { INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { PAYMENT_EVENTS, paymentsCredentialTest, paymentsWebhooks } from '../Payments/api';
import { hmacSha256Hex } from '../shared/webhook/schemes';
import {
	DELIVERY_WEBHOOK,
	triggerEventsParameter,
	webhookTrigger,
} from '../shared/webhook/trigger';

/** The Payments document does not show how deliveries are signed: these defaults are options (see docs/nodes/PaymentsTrigger.md). */
const SIGNING = hmacSha256Hex({ signature: 'x-signature' });

/** Payments webhooks can be changed in place: a changed event set is repaired with PATCH. */
const trigger = webhookTrigger({ webhooks: paymentsWebhooks, signing: SIGNING });

export class PaymentsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Payments Trigger',
		name: 'paymentsTrigger',
		icon: { light: 'file:../../icons/payments.svg', dark: 'file:../../icons/payments.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description:
			'Starts the workflow when payments complete, fail or are refunded, or a settlement completes, in BizOps Payments',
		defaults: { name: 'BizOps Payments Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsPaymentsApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Payments events: payment completed, payment failed, payment refunded, settlement completed (webhook; credential bizOpsPaymentsApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.payments',
					relationHint: 'Reads the transaction, refunds it',
				},
				{ nodeType: 'n8n-nodes-bizops.invoicing', relationHint: 'Payment received → CFDI invoice' },
			],
		},
		// An array literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [DELIVERY_WEBHOOK],
		properties: [
			triggerEventsParameter(PAYMENT_EVENTS, 'payment.completed'),
			...trigger.parameters,
		],
	};

	methods = { credentialTest: paymentsCredentialTest };

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
