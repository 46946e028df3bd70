import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { inventory } from './actions/inventory';
import { product } from './actions/product';
import { sale } from './actions/sale';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';
import { pointOfSaleCredentialTest } from './api';

export const resources = { sale, product, inventory };

export class PointOfSale implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Point of Sale',
		name: 'pointOfSale',
		icon: {
			light: 'file:../../icons/pointOfSale.svg',
			dark: 'file:../../icons/pointOfSale.dark.svg',
		},
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Record, cancel and refund sales, manage products and adjust or transfer stock in BizOps Point of Sale',
		defaults: { name: 'BizOps Point of Sale' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{ name: 'bizOpsPointOfSaleApi', required: true, testedBy: 'bizOpsCredentialTest' },
		],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Sales (create, cancel, refund), products and inventory (adjust, transfer) of the BizOps Point of Sale (credential bizOpsPointOfSaleApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.pointOfSaleTrigger',
					relationHint: 'Starts a workflow on a new sale or low stock',
				},
				{ nodeType: 'n8n-nodes-bizops.invoicing', relationHint: 'A sale becomes a CFDI invoice' },
				{ nodeType: 'n8n-nodes-bizops.signage', relationHint: 'Low stock changes the screens' },
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Alerts in chat' },
			],
		}),
		properties: resourceProperties(resources, 'sale'),
	};

	methods = { listSearch, loadOptions, credentialTest: pointOfSaleCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
