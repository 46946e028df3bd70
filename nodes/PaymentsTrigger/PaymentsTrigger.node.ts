import type { INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { PAYMENT_EVENTS, paymentsWebhooks } from '../Payments/api';
import { hmacSha256Hex } from '../shared/webhook/schemes';
import { webhookLifecycle } from '../shared/webhook/registration';
import { triggerEventsParameter, wantedEvents, webhookTrigger } from '../shared/webhook/trigger';

/** The Payments document does not show how deliveries are signed: these defaults are options (see the README). */
const SIGNING = hmacSha256Hex({ signature: 'x-signature' });

/** Payments webhooks can be changed in place: a changed event set is repaired with PATCH. */
const lifecycle = webhookLifecycle(paymentsWebhooks, wantedEvents);

const trigger = webhookTrigger({ lifecycle, signing: SIGNING });

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
		credentials: [{ name: 'bizOpsPaymentsApi', required: true }],
		// Literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [
			triggerEventsParameter(PAYMENT_EVENTS, 'payment.completed'),
			trigger.signingParameter,
		],
	};

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
