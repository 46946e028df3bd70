import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import type { OperationChoice } from '../shared/router';
import { operationParameters, operationSelector, route } from '../shared/router';
import { chargeOperations } from './actions/charge/Charge.resource';
import { collectionLinkOperations } from './actions/collectionLink/CollectionLink.resource';
import { customerOperations } from './actions/customer/Customer.resource';
import { paymentLinkOperations } from './actions/paymentLink/PaymentLink.resource';
import { productOperations } from './actions/product/Product.resource';
import { subscriptionOperations } from './actions/subscription/Subscription.resource';

const resources = {
	product: productOperations,
	customer: customerOperations,
	collectionLink: collectionLinkOperations,
	paymentLink: paymentLinkOperations,
	subscription: subscriptionOperations,
	charge: chargeOperations,
};

const get = (noun: string): OperationChoice => ({ name: 'Get', value: 'get', action: `Get a ${noun}`, description: `Get one ${noun}` });
const getAll = (plural: string): OperationChoice => ({ name: 'Get Many', value: 'getAll', action: `Get many ${plural}`, description: `List ${plural}` });

export class Billing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Billing',
		name: 'billing',
		icon: { light: 'file:../../icons/billing.svg', dark: 'file:../../icons/billing.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Customers, stored cards, collection links, subscriptions and charges of the BizOps Billing integration interface',
		defaults: { name: 'BizOps Billing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsBillingApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Charge', value: 'charge' },
					{ name: 'Collection Link', value: 'collectionLink' },
					{ name: 'Customer', value: 'customer' },
					{ name: 'Payment Link', value: 'paymentLink' },
					{ name: 'Product', value: 'product', description: 'The catalogue, read-only (edited in the dashboard)' },
					{ name: 'Subscription', value: 'subscription' },
				],
				default: 'customer',
			},
			operationSelector('product', [get('product'), getAll('products')]),
			operationSelector('customer', [
				{ name: 'Create', value: 'create', action: 'Create a customer', description: 'Create a customer without a stored card' },
				get('customer'),
				getAll('customers'),
				{ name: 'Vault Card', value: 'vault', action: 'Vault a card for a customer', description: "Store the processor's card reference on the customer" },
			]),
			operationSelector('collectionLink', [
				{ name: 'Create Card Capture Link', value: 'createCardCapture', action: 'Create a card capture link', description: 'A hosted page that stores a card without charging' },
				{ name: 'Create Customer Payment Link', value: 'createPayment', action: 'Create a customer payment link', description: 'A hosted page that charges a product and stores the card' },
			]),
			operationSelector('paymentLink', [getAll('payment links')]),
			operationSelector('subscription', [
				{ name: 'Cancel', value: 'cancel', action: 'Cancel a subscription', description: 'Cancel now or at the end of the paid period' },
				{ name: 'Change Customer', value: 'changeCustomer', action: 'Change the customer of a subscription', description: "Bill another vaulted customer's card from now on" },
				{ name: 'Create', value: 'create', action: 'Create a subscription', description: 'Subscribe a vaulted customer to recurring products' },
				get('subscription'),
				getAll('subscriptions'),
				{ name: 'Get Invoices', value: 'getInvoices', action: 'Get the invoices of a subscription', description: 'List the invoices of a subscription' },
				{ name: 'Reactivate', value: 'reactivate', action: 'Reactivate a subscription', description: 'Lift a pending cancellation or revive a cancelled subscription' },
				{ name: 'Replace Items', value: 'replaceItems', action: 'Replace the items of a subscription', description: 'Set a new item set from the next cycle' },
			]),
			operationSelector('charge', [
				{ name: 'Create', value: 'create', action: 'Create a charge', description: 'Charge a vaulted customer once, with an idempotency key' },
				get('charge'),
				getAll('charges'),
			]),
			...operationParameters(resources),
		],
	};

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
