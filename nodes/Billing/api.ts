import type { ApiDefinition } from '../shared/transport';

/** The integration interface of doc 002 (paths begin with /v1; lists use lim/off). */
export const billing: ApiDefinition = {
	name: 'Billing',
	credentialType: 'bizOpsBillingApi',
	prefix: '',
	rateLimit: 'headers',
	hints: {
		ERR_MISSING_API_KEY: 'No API key was sent: set the API Key of the BizOps Billing credential.',
		ERR_API_KEY_NOT_FOUND: 'The API key is unknown or was revoked: create a new key in the dashboard and put it in the credential.',
		ERR_ACCOUNT_SUSPENDED: 'The account is suspended: contact the service before retrying.',
		ERR_RATE_LIMIT_EXCEEDED: 'More than 60 requests a minute were made with this key even after waiting for the reset: lower the volume or spread it over time.',
		ERR_PRODUCT_NOT_FOUND: 'A productCode does not exist in this project: check it with Product → Get Many.',
		ERR_PRODUCT_NOT_RECURRING: 'Subscription items must be recurring products: charge one-time products with Charge → Create instead.',
		ERR_PRODUCT_NOT_ACTIVE: 'A product is inactive or archived: reactivate it in the dashboard or pick another product.',
		ERR_MIXED_BILLING_PERIODS: 'All items must share billingPeriod and billingInterval, and a replacement must keep the current ones: to change cadence, cancel and create a new subscription.',
		ERR_MIXED_CURRENCIES: 'All items must be in the same currency: split them into separate subscriptions.',
		ERR_CUSTOMER_NO_VAULT: 'The customer has no stored card: vault a card first, e.g. with a collection link (Collection Link → Create Card Capture Link) or Customer → Vault Card.',
		ERR_INVALID_SUBSCRIPTION_TRANSITION: 'The subscription is not in a state that allows this (e.g. reactivating an active subscription with no pending cancellation): read it with Subscription → Get.',
		ERR_SUBSCRIPTION_PERIOD_ELAPSED: 'The paid period of this cancelled subscription is over: create a new subscription.',
		ERR_INACTIVE_PAYMENT_METHOD: 'A requested payment method is not active in the account: activate it in the dashboard or leave it out.',
		'404': 'The record does not exist in the project of this API key.',
	},
};

export const PAYMENT_TYPES = [
	{ name: 'One Time', value: 'one_time' },
	{ name: 'Recurring', value: 'recurring' },
];
