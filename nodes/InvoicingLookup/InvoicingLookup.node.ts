import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { simplifiedInvoice } from './actions/simplifiedInvoice';
import { taxpayer } from './actions/taxpayer';

export const resources = { taxpayer, simplifiedInvoice };

export class InvoicingLookup implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Invoicing Lookup',
		name: 'invoicingLookup',
		icon: {
			light: 'file:../../icons/invoicingLookup.svg',
			dark: 'file:../../icons/invoicingLookup.dark.svg',
		},
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Look up Panamanian taxpayers and issue simplified invoices with BizOps Invoicing Lookup',
		defaults: { name: 'BizOps Invoicing Lookup' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsInvoicingLookupApi', required: true }],
		properties: resourceProperties(resources, 'taxpayer'),
	};

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
