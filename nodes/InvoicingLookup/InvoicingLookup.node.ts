import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { simplifiedInvoice } from './actions/simplifiedInvoice';
import { taxpayer } from './actions/taxpayer';
import { invoicingLookupCredentialTest } from './api';

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
		credentials: [
			{ name: 'bizOpsInvoicingLookupApi', required: true, testedBy: 'bizOpsCredentialTest' },
		],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `BizOps Invoicing Lookup (Panama): look up a taxpayer by RUC (name, check digit) and create simplified invoices (credential bizOpsInvoicingLookupApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{ nodeType: 'n8n-nodes-bizops.invoicing', relationHint: 'Mexican CFDI invoices' },
			],
		}),
		properties: resourceProperties(resources, 'taxpayer'),
	};

	methods = { credentialTest: invoicingLookupCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
