import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { operationParameters, operationSelector, route } from '../shared/router';
import { paymentLinkOperations } from './actions/paymentLink/PaymentLink.resource';
import { reportOperations } from './actions/report/Report.resource';
import { transactionOperations } from './actions/transaction/Transaction.resource';
import { webhookOperations } from './actions/webhook/Webhook.resource';

const resources = { paymentLink: paymentLinkOperations, transaction: transactionOperations, report: reportOperations, webhook: webhookOperations };

export class Payments implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Payments',
		name: 'payments',
		icon: { light: 'file:../../icons/payments.svg', dark: 'file:../../icons/payments.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Create payment links, read and refund transactions, report revenue and manage webhooks of BizOps Payments',
		defaults: { name: 'BizOps Payments' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsPaymentsApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Payment Link', value: 'paymentLink' },
					{ name: 'Report', value: 'report' },
					{ name: 'Transaction', value: 'transaction' },
					{ name: 'Webhook', value: 'webhook' },
				],
				default: 'paymentLink',
			},
			operationSelector('paymentLink', [
				{ name: 'Create', value: 'create', action: 'Create a payment link', description: 'Create a link with a fixed or an open amount' },
				{ name: 'Deactivate', value: 'deactivate', action: 'Deactivate a payment link', description: 'Stop a link accepting payments; completed payments stay' },
				{ name: 'Get', value: 'get', action: 'Get a payment link', description: 'Get one payment link' },
				{ name: 'Get Many', value: 'getAll', action: 'Get many payment links', description: 'List payment links by status and date' },
			]),
			operationSelector('transaction', [
				{ name: 'Get', value: 'get', action: 'Get a transaction', description: 'Get one transaction' },
				{ name: 'Get Many', value: 'getAll', action: 'Get many transactions', description: 'List transactions with filters' },
				{ name: 'Refund', value: 'refund', action: 'Refund a transaction', description: 'Refund a transaction in full or in part' },
			]),
			operationSelector('report', [
				{ name: 'Get Revenue', value: 'revenue', action: 'Get the revenue report', description: 'Revenue of a period grouped by day, week or month' },
				{ name: 'Get Settlements', value: 'settlements', action: 'Get settlements', description: 'List the settlements deposited to the bank account' },
			]),
			operationSelector('webhook', [
				{ name: 'Create', value: 'create', action: 'Create a webhook', description: 'Register a URL for event deliveries' },
				{ name: 'Delete', value: 'delete', action: 'Delete a webhook', description: 'Remove a webhook' },
				{ name: 'Get', value: 'get', action: 'Get a webhook', description: 'Get one webhook' },
				{ name: 'Get Many', value: 'getAll', action: 'Get many webhooks', description: 'List the webhooks' },
				{ name: 'Update', value: 'update', action: 'Update a webhook', description: 'Change the events or switch a webhook on or off' },
			]),
			...operationParameters(resources),
		],
	};

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
