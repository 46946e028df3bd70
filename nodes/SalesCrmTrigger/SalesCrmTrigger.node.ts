import type {
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { WEBHOOK_EVENTS, salesCrmWebhooks } from '../SalesCrm/api';
import { enumOptions } from '../shared/parameters';
import type { SigningScheme } from '../shared/webhook/delivery';
import { receiveDelivery, signingParameter } from '../shared/webhook/delivery';
import { webhookLifecycle } from '../shared/webhook/registration';

/**
 * How deliveries are signed. The document does not show it, so every part is an option; the
 * defaults are the scheme the README documents: `X-Signature: sha256=<hex HMAC-SHA256>` over
 * `<X-Timestamp>.<raw body>`, the timestamp in Unix seconds, a 300-second replay window, and
 * `X-Delivery-Id` naming the delivery for deduplication.
 */
export const SIGNING: SigningScheme = {
	signatureHeader: 'X-Signature',
	timestampHeader: 'X-Timestamp',
	signedContent: 'timestampDotBody',
	algorithm: 'sha256',
	encoding: 'hex',
	prefix: 'sha256=',
	replayWindowSeconds: 300,
	deliveryIdHeader: 'X-Delivery-Id',
};

function wantedEvents(ctx: IHookFunctions | IWebhookFunctions): string[] {
	return [...new Set(ctx.getNodeParameter('events', []) as string[])].sort();
}

/** The Sales CRM cannot change a webhook: a changed event list is registered anew. */
const lifecycle = webhookLifecycle(salesCrmWebhooks, wantedEvents);

export class SalesCrmTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Sales CRM Trigger',
		name: 'salesCrmTrigger',
		icon: { light: 'file:../../icons/salesCrm.svg', dark: 'file:../../icons/salesCrm.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description: 'Starts the workflow when deals or contacts change in the BizOps Sales CRM',
		defaults: { name: 'BizOps Sales CRM Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsSalesCrmApi', required: true }],
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: enumOptions(WEBHOOK_EVENTS),
				default: ['deal.created'],
				required: true,
				description:
					'The events that start the workflow; a change of this list re-registers the webhook',
			},
			signingParameter(SIGNING),
		],
	};

	webhookMethods = { default: lifecycle };

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const secret = String(this.getWorkflowStaticData('node').secret ?? '');
		return receiveDelivery(this, { secret, defaults: SIGNING, wanted: wantedEvents(this) });
	}
}
