import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { charge } from './actions/charge';
import { collectionLink } from './actions/collectionLink';
import { customer } from './actions/customer';
import { paymentLink } from './actions/paymentLink';
import { product } from './actions/product';
import { subscription } from './actions/subscription';
import { listSearch } from './methods/listSearch';
import { billingCredentialTest } from './api';

export const resources = { product, customer, collectionLink, paymentLink, subscription, charge };

export class Billing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Billing',
		name: 'billing',
		icon: { light: 'file:../../icons/billing.svg', dark: 'file:../../icons/billing.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Customers, stored cards, collection links, subscriptions and charges of the BizOps Billing integration interface',
		defaults: { name: 'BizOps Billing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsBillingApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Recurring billing of BizOps Billing: customers and stored cards, subscriptions (create, cancel, reactivate, change items), charges, card-capture and payment collection links, products (credential bizOpsBillingApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.billingTrigger',
					relationHint: 'Starts a workflow on charge, invoice, payment and subscription events',
				},
				{
					nodeType: 'n8n-nodes-bizops.salesCrmTrigger',
					relationHint: 'Deal won → customer and subscription',
				},
				{ nodeType: 'n8n-nodes-bizops.payments', relationHint: 'One-off payment links' },
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Send the collection link in chat' },
			],
		}),
		properties: resourceProperties(resources, 'customer'),
	};

	methods = { listSearch, credentialTest: billingCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
