import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { client } from './actions/client';
import { invoice } from './actions/invoice';
import { paymentReceipt } from './actions/paymentReceipt';
import { product } from './actions/product';
import { report } from './actions/report';
import { satCatalog } from './actions/satCatalog';
import { webhook } from './actions/webhook';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';
import { invoicingCredentialTest } from './api';

export const resources = { invoice, paymentReceipt, client, product, satCatalog, report, webhook };

export class Invoicing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Invoicing',
		name: 'invoicing',
		icon: { light: 'file:../../icons/invoicing.svg', dark: 'file:../../icons/invoicing.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'CFDI invoices, payment receipts, clients in BizOps Invoicing',
		defaults: { name: 'BizOps Invoicing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsInvoicingApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Mexican electronic invoices (CFDI 4.0, stamped for the SAT) in BizOps Invoicing: invoices (create, batch create, cancel, send, PDF/XML), payment receipts (complemento de pago), clients (RFC), products, reports, SAT catalogues (product and unit keys, CFDI uses, tax regimes, payment forms) (credential bizOpsInvoicingApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.invoicingTrigger',
					relationHint:
						'Starts a workflow on invoice created or cancelled, cancellation answers, payment receipts, expiring certificate',
				},
				{
					nodeType: 'n8n-nodes-bizops.paymentsTrigger',
					relationHint: 'Payment received → invoice',
				},
				{ nodeType: 'n8n-nodes-bizops.pointOfSaleTrigger', relationHint: 'Sale → invoice' },
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Send the invoice PDF in chat' },
			],
		}),
		properties: resourceProperties(resources, 'invoice', {
			create: 'Create a record; an invoice or a payment complement is issued and stamped',
		}),
	};

	methods = { listSearch, loadOptions, credentialTest: invoicingCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
