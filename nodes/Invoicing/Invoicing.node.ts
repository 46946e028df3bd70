import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { client } from './actions/client';
import { invoice } from './actions/invoice';
import { paymentReceipt } from './actions/paymentReceipt';
import { product } from './actions/product';
import { report } from './actions/report';
import { satCatalog } from './actions/satCatalog';
import { webhook } from './actions/webhook';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';

export const resources = { invoice, paymentReceipt, client, product, satCatalog, report, webhook };

export class Invoicing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Invoicing',
		name: 'invoicing',
		icon: { light: 'file:../../icons/invoicing.svg', dark: 'file:../../icons/invoicing.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Issue, download, cancel and e-mail tax documents, payment receipts, clients, products, catalogues and reports of BizOps Invoicing',
		defaults: { name: 'BizOps Invoicing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsInvoicingApi', required: true }],
		properties: resourceProperties(resources, 'invoice'),
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
