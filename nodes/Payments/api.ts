import type { ApiDefinition } from '../shared/transport';

export const payments: ApiDefinition = {
	name: 'Payments',
	credentialType: 'bizOpsPaymentsApi',
	prefix: '/pay/v1',
	hints: {
		duplicate_refund: 'The transaction is already fully refunded: nothing remains to refund.',
		invalid_amount: 'Amounts are whole cents, positive, and a refund may not exceed what remains of the transaction.',
		'409': 'The request conflicts with the record (for example a duplicate refund): read it again before retrying.',
		'404': 'Check the ID: links start with pl_, transactions with txn_, webhooks as returned by Webhook → Get Many.',
	},
};

export const PAYMENT_METHODS = [
	{ name: 'ACH', value: 'ach' },
	{ name: 'Card Network A', value: 'card_network_a' },
	{ name: 'Card Network B', value: 'card_network_b' },
	{ name: 'Card Network C', value: 'card_network_c' },
	{ name: 'Wallet A', value: 'wallet_a' },
	{ name: 'Wallet B', value: 'wallet_b' },
];

export const PAYMENT_EVENTS = [
	{ name: 'Payment Completed', value: 'payment.completed' },
	{ name: 'Payment Failed', value: 'payment.failed' },
	{ name: 'Payment Refunded', value: 'payment.refunded' },
	{ name: 'Settlement Completed', value: 'settlement.completed' },
];

/** `{data, meta{total, page, per_page}}` lists: the page count comes from meta. */
export const pageCount = (response: { meta?: { total?: number; per_page?: number } }) =>
	response?.meta?.total !== undefined && response.meta.per_page ? Math.ceil(response.meta.total / response.meta.per_page) : undefined;
