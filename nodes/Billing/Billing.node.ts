import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { charge } from './actions/charge';
import { collectionLink } from './actions/collectionLink';
import { customer } from './actions/customer';
import { paymentLink } from './actions/paymentLink';
import { product } from './actions/product';
import { subscription } from './actions/subscription';
import { listSearch } from './methods/listSearch';

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
		credentials: [{ name: 'bizOpsBillingApi', required: true }],
		properties: resourceProperties(resources, 'customer'),
	};

	methods = { listSearch };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
