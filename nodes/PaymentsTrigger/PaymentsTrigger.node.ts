import type { INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { PAYMENT_EVENTS, paymentsWebhooks } from '../Payments/api';
import type { SigningScheme } from '../shared/webhook/delivery';
import { webhookLifecycle } from '../shared/webhook/registration';
import { wantedEvents, webhookTrigger } from '../shared/webhook/trigger';

/** The Payments document does not show how deliveries are signed: these defaults are options (see the README). */
const SIGNING: SigningScheme = {
	signatureHeader: 'x-signature',
	timestampHeader: '',
	signedContent: 'body',
	algorithm: 'sha256',
	encoding: 'hex',
	prefix: '',
	replayWindowSeconds: 300,
	deliveryIdHeader: '',
};

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
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: PAYMENT_EVENTS,
				default: ['payment.completed'],
				required: true,
				description:
					'Event kinds that start the workflow; the webhook is registered for exactly these',
			},
			trigger.signingParameter,
		],
	};

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
