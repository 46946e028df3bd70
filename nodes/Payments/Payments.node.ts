import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { paymentLink } from './actions/paymentLink';
import { report } from './actions/report';
import { transaction } from './actions/transaction';
import { webhook } from './actions/webhook';
import { listSearch } from './methods/listSearch';

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
		credentials: [{ name: 'bizOpsPaymentsApi', required: true }],
		properties: resourceProperties(resources, 'paymentLink'),
	};

	methods = { listSearch };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
