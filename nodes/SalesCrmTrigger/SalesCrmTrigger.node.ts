import type { INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { WEBHOOK_EVENTS, salesCrmWebhooks } from '../SalesCrm/api';
import { enumOptions } from '../shared/parameters';
import {
	DELIVERY_WEBHOOK,
	triggerEventsParameter,
	webhookTrigger,
} from '../shared/webhook/trigger';
import { TIMESTAMPED_HMAC_SHA256 } from '../shared/webhook/schemes';

/** The document does not show how deliveries are signed: every part is an option, with these defaults (see the README). */
const SIGNING = TIMESTAMPED_HMAC_SHA256;

/** The Sales CRM cannot change a webhook: a changed event list is registered anew. */
const trigger = webhookTrigger({ webhooks: salesCrmWebhooks, signing: SIGNING });

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
		// An array literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [DELIVERY_WEBHOOK],
		properties: [
			triggerEventsParameter(
				enumOptions(WEBHOOK_EVENTS),
				'deal.created',
				'The events that start the workflow; a change of this list re-registers the webhook',
			),
			trigger.signingParameter,
		],
	};

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
