import type { IDataObject } from 'n8n-workflow';

import { BizOpsPaymentsApi } from '../../credentials/BizOpsPaymentsApi.credentials';
import type { RecordApi } from '../shared/crud';
import { pageDialect } from '../shared/pagination';
import { pathId } from '../shared/parameters';
import type { ApiContext, ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';
import type { WebhookRegistration } from '../shared/webhook/registration';

export const payments: ApiDefinition = {
	name: 'Payments',
	credentialType: 'bizOpsPaymentsApi',
	prefix: '/pay/v1',
	hints: {
		duplicate_refund: 'The transaction is already fully refunded: nothing remains to refund.',
		invalid_amount:
			'Amounts are whole cents, positive, and a refund may not exceed what remains of the transaction.',
		'409':
			'The request conflicts with the record (for example a duplicate refund): read it again before retrying.',
		'404':
			'Check the ID: links start with pl_, transactions with txn_, webhooks as returned by Webhook → Get Many.',
	},
};

/** The credential test (*Test*): one page of one record. */
export const paymentsCredentialTest = credentialTest(
	payments,
	new BizOpsPaymentsApi().authenticate,
	{ method: 'GET', path: '/payment-links', qs: { per_page: 1 } },
);

/** A Payments request; records arrive as `{data}`, and this returns the record (undefined for 204). */
export const paymentsRequest = interfaceRequest(payments, 'data');

/** `{data, meta{total, page, per_page}}` lists: the page count comes from meta. */
export const paymentsPages = pageDialect(
	(response: { meta?: { total?: number; per_page?: number } }) =>
		response?.meta?.total !== undefined && response.meta.per_page
			? Math.ceil(response.meta.total / response.meta.per_page)
			: undefined,
);

export const paymentsRecords: RecordApi = {
	definition: payments,
	request: paymentsRequest,
	pages: paymentsPages,
};

/** One webhook's path, by the id the service gave it. */
const webhookPath = (ctx: ApiContext, id: string) =>
	`/webhooks/${pathId(ctx, 0, 'webhookId', { value: id })}`;

/**
 * The webhooks of the account, for the Webhook resource and the trigger alike (`register`, `get`
 * and `change` answer the webhook as the API does). The list has no pages.
 */
export const paymentsWebhooks = {
	async get(ctx: ApiContext, id: string): Promise<IDataObject> {
		return await paymentsRequest.call(ctx, { method: 'GET', path: webhookPath(ctx, id) });
	},
	async list(ctx: ApiContext): Promise<IDataObject[]> {
		return (await paymentsRequest.call(ctx, {
			method: 'GET',
			path: '/webhooks',
			kind: 'read',
		})) as unknown as IDataObject[];
	},
	async register(ctx: ApiContext, registration: IDataObject): Promise<IDataObject> {
		return await paymentsRequest.call(ctx, {
			method: 'POST',
			path: '/webhooks',
			body: registration,
		});
	},
	async change(ctx: ApiContext, id: string, fields: IDataObject): Promise<IDataObject> {
		return await paymentsRequest.call(ctx, {
			method: 'PATCH',
			path: webhookPath(ctx, id),
			body: fields,
		});
	},
	async create(ctx: ApiContext, registration: WebhookRegistration): Promise<string> {
		return String((await paymentsWebhooks.register(ctx, registration)).id);
	},
	/** Removes a webhook for the trigger: one already gone counts as removed. */
	async remove(ctx: ApiContext, id: string): Promise<void> {
		await deleteWebhook(ctx, id, [404]);
	},
	/** Deletes the webhook a user named: an unknown ID is the API's 404. */
	async delete(ctx: ApiContext, id: string): Promise<void> {
		await deleteWebhook(ctx, id, []);
	},
	async update(ctx: ApiContext, id: string, events: string[]): Promise<void> {
		await paymentsWebhooks.change(ctx, id, { events, active: true });
	},
};

async function deleteWebhook(ctx: ApiContext, id: string, allowStatus: number[]) {
	await paymentsRequest.call(ctx, {
		method: 'DELETE',
		path: webhookPath(ctx, id),
		allowStatus,
		idempotent: true,
	});
}

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
