import type { IDataObject } from 'n8n-workflow';

import { BizOpsBillingApi } from '../../credentials/BizOpsBillingApi.credentials';
import type { RecordApi } from '../shared/crud';
import { limOffDialect } from '../shared/pagination';
import type { ApiContext, ApiDefinition, ApiRequest } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';

/** The Billing integration interface: paths begin with /v1, lists use lim/off. */
export const billing: ApiDefinition = {
	name: 'Billing',
	credentialType: 'bizOpsBillingApi',
	prefix: '',
	rateLimit: 'headers',
	hints: {
		ERR_MISSING_API_KEY: 'No API key was sent: set the API Key of the BizOps Billing credential.',
		ERR_API_KEY_NOT_FOUND:
			'The API key is unknown or was revoked: create a new key in the dashboard and put it in the credential.',
		ERR_ACCOUNT_SUSPENDED: 'The account is suspended: contact the service before retrying.',
		ERR_RATE_LIMIT_EXCEEDED:
			'More than 60 requests a minute were made with this key even after waiting for the reset: lower the volume or spread it over time.',
		ERR_PRODUCT_NOT_FOUND:
			'A productCode does not exist in this project: check it with Product → Get Many.',
		ERR_PRODUCT_NOT_RECURRING:
			'Subscription items must be recurring products: charge one-time products with Charge → Create instead.',
		ERR_PRODUCT_NOT_ACTIVE:
			'A product is inactive or archived: reactivate it in the dashboard or pick another product.',
		ERR_MIXED_BILLING_PERIODS:
			'All items must share billingPeriod and billingInterval, and a replacement must keep the current ones: to change cadence, cancel and create a new subscription.',
		ERR_MIXED_CURRENCIES:
			'All items must be in the same currency: split them into separate subscriptions.',
		ERR_CUSTOMER_NO_VAULT:
			'The customer has no stored card: vault a card first, e.g. with a collection link (Collection Link → Create Card Capture Link) or Customer → Vault Card.',
		ERR_INVALID_SUBSCRIPTION_TRANSITION:
			'The subscription is not in a state that allows this (e.g. reactivating an active subscription with no pending cancellation): read it with Subscription → Get.',
		ERR_SUBSCRIPTION_PERIOD_ELAPSED:
			'The paid period of this cancelled subscription is over: create a new subscription.',
		ERR_INACTIVE_PAYMENT_METHOD:
			'A requested payment method is not active in the account: activate it in the dashboard or leave it out.',
		'404': 'The record does not exist in the project of this API key.',
	},
};

/** The credential test (*Test*): one page of one record. */
export const billingCredentialTest = credentialTest(billing, new BizOpsBillingApi().authenticate, {
	method: 'GET',
	path: '/v1/customers',
	qs: { lim: 1 },
});

/**
 * A Billing request. Answers arrive as `{success, data}`; this returns `data`, or with `name`
 * the record it holds under that name (`{success, data: {customer: {...}}}` -> the customer).
 */
export async function billingRequest(
	this: ApiContext,
	request: ApiRequest,
	name?: string,
): Promise<IDataObject> {
	const envelope = { key: 'data', named: name ? [name] : undefined, required: true };
	return await interfaceRequest(billing, envelope).call(this, request);
}

/**
 * The records of one kind, e.g. `billingRecords('customer')`: each answer holds one under its
 * name, and lists hold them under the plural (`data.customers`) with lim/off pages. Billing has
 * no generic update: its changes are PATCHes of sub-paths, each its own operation.
 */
export function billingRecords(name: string): RecordApi {
	return {
		definition: billing,
		request(this: ApiContext, request: ApiRequest) {
			return billingRequest.call(this, request, name);
		},
		pages: limOffDialect(`${name}s`),
	};
}
