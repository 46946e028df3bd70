import type { INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { WEBHOOK_EVENTS, salesCrmCredentialTest, salesCrmWebhooks } from '../SalesCrm/api';
import { enumOptions } from '../shared/parameters';
import {
	DELIVERY_WEBHOOK,
	triggerEventsParameter,
	webhookTrigger,
} from '../shared/webhook/trigger';
import { TIMESTAMPED_HMAC_SHA256 } from '../shared/webhook/schemes';

/** The document does not show how deliveries are signed: every part is an option, with these defaults (see docs/nodes/SalesCrmTrigger.md). */
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
		credentials: [{ name: 'bizOpsSalesCrmApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Sales CRM events: deal created, deal won, deal lost, contact created (webhook; credential bizOpsSalesCrmApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.salesCrm',
					relationHint: 'Reads and changes the deal or contact',
				},
				{ nodeType: 'n8n-nodes-bizops.billing', relationHint: 'Won deal → subscription' },
				{ nodeType: 'n8n-nodes-bizops.payments', relationHint: 'Won deal → payment link' },
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Tell the customer or team in chat' },
			],
		},
		// An array literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [DELIVERY_WEBHOOK],
		properties: [
			triggerEventsParameter(
				enumOptions(WEBHOOK_EVENTS),
				'deal.created',
				'The events that start the workflow; a change of this list re-registers the webhook',
			),
			...trigger.parameters,
		],
	};

	methods = { credentialTest: salesCrmCredentialTest };

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
