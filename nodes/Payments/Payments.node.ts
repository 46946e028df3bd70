import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { paymentLink } from './actions/paymentLink';
import { report } from './actions/report';
import { transaction } from './actions/transaction';
import { webhook } from './actions/webhook';
import { listSearch } from './methods/listSearch';
import { paymentsCredentialTest } from './api';

export const resources = { paymentLink, transaction, report, webhook };

export class Payments implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Payments',
		name: 'payments',
		icon: { light: 'file:../../icons/payments.svg', dark: 'file:../../icons/payments.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Create payment links, read and refund transactions, report revenue and manage webhooks of BizOps Payments',
		defaults: { name: 'BizOps Payments' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsPaymentsApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Payment links (create, deactivate), transactions and refunds, revenue and settlement reports of BizOps Payments (credential bizOpsPaymentsApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.paymentsTrigger',
					relationHint:
						'Starts a workflow on payment completed, failed or refunded and settlement completed',
				},
				{
					nodeType: 'n8n-nodes-bizops.invoicing',
					relationHint: 'A received payment becomes a CFDI invoice',
				},
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Send the payment link in chat' },
				{ nodeType: 'n8n-nodes-bizops.billing', relationHint: 'Subscriptions and card charges' },
			],
		}),
		properties: resourceProperties(resources, 'paymentLink'),
	};

	methods = { listSearch, credentialTest: paymentsCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
