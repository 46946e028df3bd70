import type { IDataObject } from 'n8n-workflow';

import { BizOpsSalesCrmApi } from '../../credentials/BizOpsSalesCrmApi.credentials';
import type { RecordApi } from '../shared/crud';
import { fetchList, metaPageDialect } from '../shared/pagination';
import { pathId } from '../shared/parameters';
import type { ApiContext, ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';
import type { WebhookRegistration } from '../shared/webhook/registration';

export const salesCrm: ApiDefinition = {
	name: 'Sales CRM',
	credentialType: 'bizOpsSalesCrmApi',
	prefix: '/crm/v1',
	hints: {
		'403':
			'The token lacks the scope this operation needs (crm:read, crm:write, crm:delete, crm:admin, crm:automations or crm:reports).',
		'409':
			'The API detected a duplicate or a conflict with the current state (for example a contact with the same e-mail).',
	},
};

/** The credential test (*Test*): one page of one record. */
export const salesCrmCredentialTest = credentialTest(
	salesCrm,
	new BizOpsSalesCrmApi().authenticate,
	{ method: 'GET', path: '/contacts', qs: { page: 1, per_page: 1 } },
);

/**
 * A Sales CRM request. Single records, reports and import results arrive bare, without an
 * envelope; lists arrive as `{data, meta}` and are read by `salesCrmPages`.
 */
export const salesCrmRequest = interfaceRequest(salesCrm);

/** `page`/`per_page` (max 100) with `meta {current_page, total_pages, total_count}`. */
export const salesCrmPages = metaPageDialect;

export const salesCrmRecords: RecordApi = {
	definition: salesCrm,
	request: salesCrmRequest,
	pages: salesCrmPages,
};

/**
 * The webhooks of the account, for the trigger (a `RemoteWebhooks`) and the Webhook resource
 * alike. The Sales CRM cannot change a webhook (no `update`): the trigger registers a changed
 * event list anew.
 */
export const salesCrmWebhooks = {
	/** Every webhook, or the first `limit` */
	async list(ctx: ApiContext, limit?: number): Promise<IDataObject[]> {
		return await fetchList(
			ctx,
			salesCrm,
			{ method: 'GET', path: '/webhooks' },
			salesCrmPages,
			limit,
		);
	},
	/** Registers a webhook and returns it as the API answers (without its secret) */
	async register(ctx: ApiContext, registration: IDataObject): Promise<IDataObject> {
		return await salesCrmRequest.call(ctx, {
			method: 'POST',
			path: '/webhooks',
			body: registration,
		});
	},
	async create(ctx: ApiContext, registration: WebhookRegistration): Promise<string> {
		return String((await salesCrmWebhooks.register(ctx, { ...registration, active: true })).id);
	},
	/** Removes a webhook for the trigger: one already gone counts as removed. */
	async remove(ctx: ApiContext, id: string): Promise<void> {
		await deleteWebhook(ctx, id, [404]);
	},
	/** Deletes the webhook a user named: an unknown ID is the API's 404. */
	async delete(ctx: ApiContext, id: string): Promise<void> {
		await deleteWebhook(ctx, id, []);
	},
};

async function deleteWebhook(ctx: ApiContext, id: string, allowStatus: number[]) {
	await salesCrmRequest.call(ctx, {
		method: 'DELETE',
		path: `/webhooks/${pathId(ctx, 0, 'webhookId', { value: id })}`,
		allowStatus,
		idempotent: true,
	});
}

export const VERTICALS = ['automotive', 'real_estate', 'education', 'services'] as const;
export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export const ACTIVITY_TYPES = ['email', 'call', 'meeting', 'task', 'note'] as const;
export const WEBHOOK_EVENTS = ['deal.created', 'deal.won', 'deal.lost', 'contact.created'] as const;
