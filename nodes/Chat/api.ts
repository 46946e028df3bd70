import type {
	IDataObject,
	IExecuteFunctions,
	ILoadOptionsFunctions,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { RecordApi } from '../shared/crud';
import type { ListDialect } from '../shared/pagination';
import { fetchList } from '../shared/pagination';
import type { ApiContext, ApiDefinition, ApiRequest, Envelope } from '../shared/transport';
import { apiRequest, runCredential, unwrapEnvelope } from '../shared/transport';
import type { ListedWebhooks, WebhookRegistration } from '../shared/webhook/registration';
import { pathId } from '../shared/parameters';
import { isGiven } from '../shared/values';

export const chat: ApiDefinition = {
	name: 'Chat',
	credentialType: 'bizOpsChatApi',
	prefix: '/api/v1',
	hints: {
		'401':
			'The access token is missing or invalid: copy it again from the profile settings of the chat service into the credential.',
		'404':
			'The record does not exist, was deleted (deleting a contact also deletes its conversations), or belongs to another account: check the Account ID.',
		'422': 'The chat service could not validate the data: check the fields named in the message.',
	},
};

/** The node's Account ID parameter: every path is under /accounts/{account_id}/. */
export const accountParameter: INodeProperties = {
	displayName: 'Account ID',
	name: 'accountId',
	type: 'string',
	default: '',
	placeholder: 'Default of the credential',
	description: "Empty: the credential's account",
};

/** The credential's default account, from the credential the transport reads once per node run. */
export async function defaultAccount(ctx: ApiContext): Promise<string> {
	const { credential } = await runCredential(ctx, chat);
	const account = String(credential.data?.accountId ?? '').trim();
	if (!account) {
		throw new NodeOperationError(
			ctx.getNode(),
			'Account ID: is required (set it on the node, or a default Account ID in the credential)',
		);
	}
	return account;
}

const underAccount = (ctx: ApiContext, itemIndex: number, account: unknown, rest: string) =>
	`/accounts/${pathId(ctx, itemIndex, 'accountId', { value: account })}${rest}`;

/** Empty text (or nothing) on the node means the credential's account. */
const isEmpty = (account: unknown) =>
	!isGiven(account) || (typeof account === 'string' && account.trim() === '');

/** `/accounts/<the item's account>/<rest>`: the item's Account ID, or the credential's when empty. */
export const accountPath =
	(rest: string) =>
	async (ctx: IExecuteFunctions, itemIndex: number): Promise<string> => {
		const account = ctx.getNodeParameter('accountId', itemIndex, '');
		return underAccount(
			ctx,
			itemIndex,
			isEmpty(account) ? await defaultAccount(ctx) : account,
			rest,
		);
	};

/** The same for pickers and dropdowns: the Account ID on the node when it is a plain value, else the credential's. */
export async function pickerPath(ctx: ILoadOptionsFunctions, rest: string): Promise<string> {
	const account = ctx.getCurrentNodeParameter('accountId');
	const plain = typeof account === 'string' && !account.startsWith('=') ? account : '';
	return underAccount(ctx, 0, isEmpty(plain) ? await defaultAccount(ctx) : plain, rest);
}

/** The credential's account: the trigger registers its webhook there. */
const credentialPath = async (ctx: ApiContext, rest: string) =>
	underAccount(ctx, 0, await defaultAccount(ctx), rest);

/** A Chat request; the body as the API answers. */
export async function chatRaw(this: ApiContext, request: ApiRequest): Promise<any> {
	return await apiRequest.call(this, chat, request);
}

/**
 * Single records arrive bare or as `{payload: record}`, and a created contact or webhook as
 * `{payload: {contact}}` / `{payload: {webhook}}`.
 */
const CHAT_ENVELOPE: Envelope = {
	key: 'payload',
	recordsOnly: true,
	named: ['contact', 'webhook'],
};

/** The record of a Chat answer; an empty answer as an empty record. */
export const unwrapRecord = (body: unknown): IDataObject =>
	(unwrapEnvelope(body, CHAT_ENVELOPE) ?? {}) as IDataObject;

/** A Chat request returning one record. */
export async function chatRequest(this: ApiContext, request: ApiRequest): Promise<IDataObject> {
	return unwrapRecord(await chatRaw.call(this, request));
}

interface PagePosition {
	page: number;
	seen: number;
	size: number;
}

/**
 * `page` only, at the API's fixed page size. The first page's length is the page size; the walk
 * ends at a short or empty page, or once the count the wrapper carries is reached. Where the
 * count is given, Return All fetches the pages after the first several at once.
 */
function chatPages(
	itemsOf: (response: any) => IDataObject[] | undefined,
	countOf?: (response: any) => unknown,
): ListDialect {
	const totalIn = (response: any) => {
		const count = countOf?.(response);
		return isGiven(count) && Number.isFinite(Number(count)) ? Number(count) : undefined;
	};
	return {
		maxPageSize: 100,
		fixedPageSize: true,
		query: (_size, position) => ({ page: (position as PagePosition | undefined)?.page ?? 1 }),
		read: (response, _size, position) => {
			const at = (position as PagePosition | undefined) ?? { page: 1, seen: 0, size: 0 };
			const items = itemsOf(response) ?? [];
			const seen = at.seen + items.length;
			const size = at.size || items.length;
			const total = totalIn(response);
			const more = items.length > 0 && (total !== undefined ? seen < total : items.length >= size);
			return { items, next: more ? { page: at.page + 1, seen, size } : undefined };
		},
		pageCount: (response) => {
			const pageSize = (itemsOf(response) ?? []).length;
			const total = totalIn(response);
			return pageSize > 0 && total !== undefined ? Math.ceil(total / pageSize) : undefined;
		},
		positionOf: (pageIndex, _size, first): PagePosition => ({
			page: pageIndex + 1,
			seen: pageIndex * first.length,
			size: first.length,
		}),
	};
}

/** Lists the API returns whole in one answer (bare arrays or `{payload[]}`): Limit cuts them here. */
export function wholeList(
	itemsOf: (response: any) => IDataObject[] | undefined = listPayload,
): ListDialect {
	return {
		maxPageSize: Number.MAX_SAFE_INTEGER,
		query: () => ({}),
		read: (response) => ({ items: itemsOf(response) ?? [] }),
	};
}

/** A bare array, or the array in `payload` (or in `payload.<name>`). */
export function listPayload(response: any): IDataObject[] {
	if (Array.isArray(response)) return response;
	const payload = response?.payload;
	if (Array.isArray(payload)) return payload;
	if (payload && typeof payload === 'object') {
		const inner = Object.values(payload).find(Array.isArray);
		if (inner) return inner as IDataObject[];
	}
	return [];
}

/** Contacts: `{meta {count, current_page}, payload[]}`. */
export const contactPages = chatPages(
	(r) => r?.payload,
	(r) => r?.meta?.count,
);

/** Conversations: `{data {meta {mine_count, assigned_count, unassigned_count, all_count}, payload[]}}`; the count of the assignee type asked for. */
export const conversationPages = (assigneeType = 'all') =>
	chatPages(
		(r) => (r?.data ?? r)?.payload,
		(r) => (r?.data ?? r)?.meta?.[`${assigneeType}_count`],
	);

/** Record operations over one list dialect. */
const chatRecords = (pages: ListDialect): RecordApi => ({
	definition: chat,
	request: chatRequest,
	pages,
});

/** Records whose lists come whole in one answer: agents, teams, labels, webhooks and the like. */
export const wholeListRecords = chatRecords(wholeList());

/** Contacts, listed page by page. */
export const contactRecords = chatRecords(contactPages);

/** Conversations of every assignee type, listed page by page. */
export const conversationRecords = chatRecords(conversationPages());

/** Chatwoot's webhook event kinds (the document names none). */
export const WEBHOOK_EVENTS = [
	{ name: 'Contact Created', value: 'contact_created' },
	{ name: 'Contact Updated', value: 'contact_updated' },
	{ name: 'Conversation Created', value: 'conversation_created' },
	{ name: 'Conversation Status Changed', value: 'conversation_status_changed' },
	{ name: 'Conversation Typing Off', value: 'conversation_typing_off' },
	{ name: 'Conversation Typing On', value: 'conversation_typing_on' },
	{ name: 'Conversation Updated', value: 'conversation_updated' },
	{ name: 'Message Created', value: 'message_created' },
	{ name: 'Message Updated', value: 'message_updated' },
	{ name: 'Widget Triggered', value: 'webwidget_triggered' },
];

/** A webhook as the list shows it, with its kinds under `events` whatever field the service uses. */
const withEvents = (webhook: IDataObject, field: string): IDataObject => ({
	...webhook,
	events: webhook[field] ?? webhook.subscriptions ?? webhook.events,
});

/** Where one account's webhooks are, `/accounts/{id}/webhooks`, as a request finds it. */
export type WebhooksPath = (ctx: ApiContext) => Promise<string>;

/** The credential's account: the trigger registers its webhook there. */
const credentialWebhooks: WebhooksPath = async (ctx) => await credentialPath(ctx, '/webhooks');

/**
 * The webhooks of one account (the credential's unless `webhooksPath` says which), for the
 * Webhook resource and the trigger alike, their kinds sent under `eventsField` (Chatwoot:
 * `subscriptions`). `records`, `get`, `register` and `change` answer as the API does. The
 * service chooses each webhook's secret and returns it.
 */
export function chatWebhooks(
	eventsField = 'subscriptions',
	webhooksPath: WebhooksPath = credentialWebhooks,
) {
	const webhookPath = async (ctx: ApiContext, id: string) =>
		`${await webhooksPath(ctx)}/${pathId(ctx, 0, 'webhookId', { value: id })}`;
	const deleteWebhook = async (ctx: ApiContext, id: string, allowStatus: number[]) => {
		await chatRequest.call(ctx, {
			method: 'DELETE',
			path: await webhookPath(ctx, id),
			allowStatus,
			idempotent: true,
		});
	};
	const client = {
		/** Every webhook, or the first `limit`: the API returns them whole in one answer. */
		async records(ctx: ApiContext, limit?: number): Promise<IDataObject[]> {
			const path = await webhooksPath(ctx);
			return await fetchList(ctx, chat, { method: 'GET', path }, wholeList(), limit);
		},
		/** Every webhook, its kinds under `events` (what the trigger compares). */
		async list(ctx: ApiContext): Promise<IDataObject[]> {
			return (await client.records(ctx)).map((w) => withEvents(w, eventsField));
		},
		async get(ctx: ApiContext, id: string): Promise<IDataObject> {
			return await chatRequest.call(ctx, { method: 'GET', path: await webhookPath(ctx, id) });
		},
		async register(ctx: ApiContext, body: IDataObject): Promise<IDataObject> {
			return await chatRequest.call(ctx, {
				method: 'POST',
				path: await webhooksPath(ctx),
				body,
			});
		},
		async create(ctx: ApiContext, { url, events }: WebhookRegistration) {
			const webhook = await client.register(ctx, { url, [eventsField]: events });
			return { id: String(webhook.id), secret: String(webhook.secret ?? '') };
		},
		/** Sends only the fields given; the API keeps the others. */
		async change(ctx: ApiContext, id: string, body: IDataObject): Promise<IDataObject> {
			return await chatRequest.call(ctx, {
				method: 'PATCH',
				path: await webhookPath(ctx, id),
				body,
			});
		},
		async update(ctx: ApiContext, id: string, events: string[]): Promise<void> {
			await client.change(ctx, id, { [eventsField]: events });
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
	return client satisfies Required<ListedWebhooks>;
}
