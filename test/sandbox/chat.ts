import { createHmac, randomBytes, randomUUID } from 'node:crypto';

import { parseMultipart } from './salesCrm';
import type { Principal, Route, SandboxInterface, SandboxRequest } from './server';
import { ApiFailure } from './server';

/**
 * The chat interface of doc 000 simulated, in the shape of Chatwoot's application API: every path
 * under /accounts/{account_id}/, the `api_access_token` header, numeric enumerations, VIP
 * conversations pinned at the top of lists, private notes never delivered to the contact,
 * contact deletion cascading to conversations and messages, multipart attachments kept with
 * their bytes, CSV imports parsed, and webhooks that receive signed deliveries (Chatwoot's
 * scheme: `X-Chatwoot-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` keyed with
 * the webhook's secret, `X-Chatwoot-Timestamp` in Unix seconds, `X-Chatwoot-Delivery` the same
 * across redeliveries).
 */

type Rec = Record<string, any>;

export const CHAT_TOKENS = { agent: 'chat-test-token', otherAccount: 'chat-other-account-token' };
export const CHAT_ACCOUNT = '1';
export const CHAT_SECOND_ACCOUNT = '2';

export const STATUSES = ['open', 'resolved', 'pending', 'snoozed'];
export const PRIORITIES = ['low', 'medium', 'high', 'urgent'];
export const MESSAGE_TYPES = ['incoming', 'outgoing', 'activity', 'template'];
export const WEBHOOK_EVENTS = [
	'conversation_created',
	'conversation_updated',
	'conversation_status_changed',
	'message_created',
	'message_updated',
	'contact_created',
	'contact_updated',
	'webwidget_triggered',
	'conversation_typing_on',
	'conversation_typing_off',
];
const CONVERSATION_PAGE = 25;
const CONTACT_PAGE = 15;

export interface ChatDelivery {
	webhook_id: number;
	url: string;
	event: string;
	headers: Record<string, string>;
	/** The exact bytes posted (what was signed) */
	raw: string;
	status?: number;
	error?: string;
}

/** The signature header value: sha256=<hex HMAC-SHA256 over "<timestamp>.<raw>">. */
export function chatSignature(secret: string, timestamp: string, raw: string) {
	return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
}

const now = () => Math.floor(Date.now() / 1000);

/** An enumeration value given by name or number, as its number. */
function enumValue(
	field: string,
	value: unknown,
	names: string[],
	nullable = false,
): number | null {
	if (nullable && (value === null || value === 'none')) return null;
	const index = typeof value === 'number' ? value : names.indexOf(String(value));
	if (!Number.isInteger(index) || index < 0 || index >= names.length) {
		throw new ApiFailure(
			422,
			'validation_error',
			`${field} must be one of ${names.join(', ')} (or 0 to ${names.length - 1})`,
			[field],
		);
	}
	return index;
}

export class ChatState {
	conversations = new Map<number, Rec>();
	messages = new Map<number, Rec>();
	contacts = new Map<number, Rec>();
	inboxes = new Map<number, Rec>();
	agents = new Map<number, Rec>();
	teams = new Map<number, Rec>();
	labels = new Map<number, Rec>();
	cannedResponses = new Map<number, Rec>();
	attributeDefinitions = new Map<number, Rec>();
	webhooks = new Map<number, Rec>();
	deliveries: ChatDelivery[] = [];
	/** What reached the contact's channel: never a private note */
	sentToContact: Rec[] = [];
	/** Export requests: the file goes to the requester's e-mail */
	exports: Array<{ account_id: number; email: string; column_names?: string[] }> = [];
	/** Attachments as received: the bytes of each file */
	files = new Map<number, { fileName?: string; contentType?: string; bytes: Buffer }>();
	/** Webhooks listen only while this is on (tests switch it off to read deliveries without a receiver) */
	postDeliveries = true;
	private sequence = 0;

	id() {
		return ++this.sequence;
	}

	reset() {
		for (const map of [
			this.conversations,
			this.messages,
			this.contacts,
			this.inboxes,
			this.agents,
			this.teams,
			this.labels,
			this.cannedResponses,
			this.attributeDefinitions,
			this.webhooks,
			this.files,
		]) {
			map.clear();
		}
		this.deliveries = [];
		this.sentToContact = [];
		this.exports = [];
		this.postDeliveries = true;
		this.sequence = 0;
		// The token's own agent, as every account has one
		this.addAgent(
			{ name: 'Ana Agent', email: 'ana@support.example', role: 'administrator' },
			1,
			true,
		);
		this.addAgent(
			{ name: 'Otto Other', email: 'otto@other.example', role: 'administrator' },
			2,
			true,
		);
	}

	inAccount<T extends Rec>(map: Map<number, T>, account: number) {
		return [...map.values()].filter((r) => r.account_id === account);
	}

	addAgent(body: Rec, account = 1, confirmed = false) {
		const agent = {
			id: this.id(),
			account_id: account,
			name: body.name,
			email: body.email,
			role: body.role ?? 'agent',
			availability_status: 'online',
			confirmed,
		};
		this.agents.set(agent.id, agent);
		return agent;
	}

	addContact(body: Rec, account = 1) {
		const at = now();
		const contact: Rec = {
			id: this.id(),
			account_id: account,
			name: body.name ?? null,
			email: body.email ?? null,
			phone_number: body.phone_number ?? null,
			availability_status: 'offline',
			custom_attributes: body.custom_attributes ?? {},
			last_activity_at: at,
			created_at: at,
		};
		this.contacts.set(contact.id, contact);
		return contact;
	}

	addInbox(body: Rec, account = 1) {
		const inbox: Rec = {
			id: this.id(),
			account_id: account,
			name: body.name,
			channel_type: body.channel?.type === 'api' ? 'Channel::Api' : 'Channel::WebWidget',
			website_url: body.channel?.website_url ?? null,
			greeting_enabled: false,
			greeting_message: null,
			enable_auto_assignment: true,
			out_of_office_message: null,
			working_hours_enabled: false,
		};
		this.inboxes.set(inbox.id, inbox);
		return inbox;
	}

	addTeam(body: Rec, account = 1) {
		const team = {
			id: this.id(),
			account_id: account,
			name: body.name,
			description: body.description ?? null,
			allow_auto_assign: body.allow_auto_assign ?? true,
		};
		this.teams.set(team.id, team);
		return team;
	}

	addLabel(body: Rec, account = 1) {
		const label = {
			id: this.id(),
			account_id: account,
			title: body.title,
			description: body.description ?? null,
			color: body.color ?? '#1f93ff',
			show_on_sidebar: body.show_on_sidebar ?? true,
		};
		this.labels.set(label.id, label);
		return label;
	}

	addConversation(body: Rec, account = 1, at = now()) {
		const contact = this.contacts.get(body.contact_id)!;
		const conversation: Rec = {
			id: this.id(),
			account_id: account,
			inbox_id: body.inbox_id,
			contact_id: contact.id,
			status: body.status ?? 0,
			priority: body.priority ?? null,
			vip: false,
			labels: body.labels ?? [],
			custom_attributes: body.custom_attributes ?? {},
			assignee_id: body.assignee_id ?? null,
			team_id: body.team_id ?? null,
			created_at: at,
			updated_at: at,
		};
		this.conversations.set(conversation.id, conversation);
		return conversation;
	}

	addMessage(conversation: Rec, body: Rec, sender: Rec) {
		const message: Rec = {
			id: this.id(),
			content: body.content ?? null,
			inbox_id: conversation.inbox_id,
			conversation_id: conversation.id,
			message_type: body.message_type ?? 1,
			content_type: body.content_type ?? 'text',
			status: 0,
			private: body.private === true,
			created_at: now(),
			additional_attributes: {},
			sender,
			attachments: body.attachments ?? [],
		};
		this.messages.set(message.id, message);
		conversation.updated_at = message.created_at;
		// Documented: a private message is an internal note and never reaches the contact.
		if (message.message_type === 1 && !message.private) {
			message.status = 1;
			this.sentToContact.push(message);
		}
		return message;
	}

	/** A conversation as the API shows it: meta with sender, assignee and team. */
	view(conversation: Rec) {
		const { contact_id, assignee_id, team_id, ...shown } = conversation;
		const contact = this.contacts.get(contact_id);
		const assignee = assignee_id ? this.agents.get(assignee_id) : undefined;
		const team = team_id ? this.teams.get(team_id) : undefined;
		return {
			...shown,
			meta: {
				sender: contact
					? {
							id: contact.id,
							name: contact.name,
							email: contact.email,
							phone_number: contact.phone_number,
						}
					: null,
				assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
				team: team ? { id: team.id, name: team.name } : null,
			},
		};
	}

	/** Signs and posts `body` with `event` to every webhook of the account subscribed to it. */
	async emit(event: string, account: number, body: Rec) {
		for (const webhook of this.inAccount(this.webhooks, account)) {
			if (!webhook.subscriptions.includes(event)) continue;
			const raw = JSON.stringify({ event, ...body, account: { id: account } });
			await this.post(
				{ webhook_id: webhook.id, url: webhook.url, event, raw, headers: {} },
				randomUUID(),
			);
		}
	}

	/** Posts a delivery again, as the service retries: the same delivery id and body, a fresh timestamp and signature. */
	async redeliver(delivery: ChatDelivery) {
		await this.post(delivery, delivery.headers['X-Chatwoot-Delivery']);
	}

	private async post(delivery: ChatDelivery, deliveryId: string) {
		const webhook = this.webhooks.get(delivery.webhook_id);
		const timestamp = String(now());
		const headers: Record<string, string> = {
			'Content-Type': 'application/json',
			'X-Chatwoot-Timestamp': timestamp,
			'X-Chatwoot-Delivery': deliveryId,
		};
		if (webhook?.secret)
			headers['X-Chatwoot-Signature'] = chatSignature(webhook.secret, timestamp, delivery.raw);
		const sent: ChatDelivery = {
			webhook_id: delivery.webhook_id,
			url: delivery.url,
			event: delivery.event,
			raw: delivery.raw,
			headers,
		};
		this.deliveries.push(sent);
		if (!this.postDeliveries) return;
		try {
			const response = await fetch(sent.url, {
				method: 'POST',
				headers,
				body: sent.raw,
				signal: AbortSignal.timeout(2000),
			});
			sent.status = response.status;
		} catch (error) {
			sent.error = (error as Error).message;
		}
	}
}

/** One attribute of a record as filters compare it: enumerations by name, custom attributes by key. */
function attributeOf(record: Rec, key: string, state: ChatState): unknown {
	switch (key) {
		case 'status':
			return STATUSES[record.status];
		case 'priority':
			return record.priority === null ? null : PRIORITIES[record.priority];
		case 'display_id':
			return record.id;
		case 'phone_number':
		case 'name':
		case 'email':
			return (
				record[key] ??
				(record.contact_id ? state.contacts.get(record.contact_id)?.[key] : undefined)
			);
		default:
			return key in record ? record[key] : record.custom_attributes?.[key];
	}
}

function conditionHolds(actual: unknown, operator: string, values: unknown[]) {
	const text = (v: unknown) => String(v ?? '').toLowerCase();
	const list = Array.isArray(actual) ? actual.map(text) : [text(actual)];
	const present =
		actual !== null &&
		actual !== undefined &&
		actual !== '' &&
		!(Array.isArray(actual) && actual.length === 0);
	switch (operator) {
		case 'equal_to':
			return values.some((v) => list.includes(text(v)));
		case 'not_equal_to':
			return !values.some((v) => list.includes(text(v)));
		case 'contains':
			return values.some((v) => list.some((a) => a.includes(text(v))));
		case 'does_not_contain':
			return !values.some((v) => list.some((a) => a.includes(text(v))));
		case 'is_present':
			return present;
		case 'is_not_present':
			return !present;
		case 'is_greater_than':
			return Number(actual) > Number(values[0]);
		case 'is_less_than':
			return Number(actual) < Number(values[0]);
		case 'days_before':
			return Number(actual) < now() - Number(values[0]) * 86_400;
		default:
			throw new ApiFailure(422, 'validation_error', `unknown filter_operator ${operator}`, [
				'filter_operator',
			]);
	}
}

/** Records matching a filter payload, conditions joined left to right by their query_operator. */
function applyFilter(records: Rec[], payload: Rec[], state: ChatState) {
	return records.filter((record) => {
		let result: boolean | undefined;
		let joiner = 'AND';
		for (const condition of payload) {
			const holds = conditionHolds(
				attributeOf(record, condition.attribute_key, state),
				condition.filter_operator,
				condition.values ?? [],
			);
			result = result === undefined ? holds : joiner === 'OR' ? result || holds : result && holds;
			joiner = String(condition.query_operator ?? 'AND').toUpperCase();
		}
		return result ?? true;
	});
}

const filterBody = {
	type: 'object',
	required: ['payload'],
	properties: {
		payload: {
			type: 'array',
			minItems: 1,
			items: {
				type: 'object',
				required: ['attribute_key', 'filter_operator'],
				properties: {
					attribute_key: { type: 'string', minLength: 1 },
					filter_operator: {
						enum: [
							'equal_to',
							'not_equal_to',
							'contains',
							'does_not_contain',
							'is_present',
							'is_not_present',
							'is_greater_than',
							'is_less_than',
							'days_before',
						],
					},
					values: { type: 'array' },
					query_operator: { enum: ['AND', 'OR', 'and', 'or', null] },
				},
			},
		},
	},
};

const id = { type: 'integer', minimum: 1 };
const enumOrNumber = (names: string[]) => ({
	anyOf: [{ enum: names }, { type: 'integer', minimum: 0, maximum: names.length - 1 }],
});

function page(query: Record<string, string>) {
	const value = query.page === undefined ? 1 : Number(query.page);
	if (!Number.isInteger(value) || value < 1)
		throw new ApiFailure(400, 'invalid_parameter', 'page must be a positive integer');
	return value;
}

export function chatSandbox(state = new ChatState()): SandboxInterface & { state: ChatState } {
	state.reset();
	const tokens: Record<string, Principal> = {
		[CHAT_TOKENS.agent]: { userId: '1', scopes: ['account:1', 'account:2'] },
		[CHAT_TOKENS.otherAccount]: { userId: '2', scopes: ['account:2'] },
	};

	/** The account of the path, which the token must belong to. */
	const account = (req: SandboxRequest) => {
		const value = Number(req.params.account_id);
		if (
			!req.principal?.scopes.includes(`account:${req.params.account_id}`) ||
			!Number.isInteger(value)
		) {
			throw new ApiFailure(401, 'unauthorized', 'You are not authorized to access this account');
		}
		return value;
	};
	const found = (map: Map<number, Rec>, kind: string, req: SandboxRequest, key = 'id') => {
		const record = map.get(Number(req.params[key]));
		if (!record || record.account_id !== account(req))
			throw new ApiFailure(404, 'not_found', `${kind} ${req.params[key]} not found`);
		return record;
	};
	const requester = (req: SandboxRequest) => state.agents.get(Number(req.principal!.userId))!;
	const requireIn = (map: Map<number, Rec>, kind: string, value: unknown, accountId: number) => {
		if (value === undefined || value === null) return;
		const record = map.get(Number(value));
		if (!record || record.account_id !== accountId)
			throw new ApiFailure(
				422,
				'validation_error',
				`${kind} ${String(value)} does not exist in this account`,
				[kind],
			);
	};

	/** VIP conversations first whatever the order, then the most recently active. */
	const conversationOrder = (a: Rec, b: Rec) =>
		Number(b.vip) - Number(a.vip) || b.updated_at - a.updated_at || b.id - a.id;

	const conversationList = (req: SandboxRequest, records: Rec[]) => {
		const me = Number(req.principal!.userId);
		const counts = {
			mine_count: records.filter((c) => c.assignee_id === me).length,
			assigned_count: records.filter((c) => c.assignee_id).length,
			unassigned_count: records.filter((c) => !c.assignee_id).length,
			all_count: records.length,
		};
		const type = req.query.assignee_type ?? 'all';
		const shown = records
			.filter(
				(c) =>
					type === 'all' ||
					(type === 'mine'
						? c.assignee_id === me
						: type === 'assigned'
							? c.assignee_id
							: !c.assignee_id),
			)
			.sort(conversationOrder);
		const p = page(req.query);
		return {
			data: {
				meta: counts,
				payload: shown
					.slice((p - 1) * CONVERSATION_PAGE, p * CONVERSATION_PAGE)
					.map((c) => state.view(c)),
			},
		};
	};

	const contactList = (req: SandboxRequest, records: Rec[]) => {
		const p = page(req.query);
		const include = req.query.include_contact_inboxes === 'true';
		const shown = records.slice((p - 1) * CONTACT_PAGE, p * CONTACT_PAGE).map((c) => {
			const { account_id, ...contact } = c;
			if (!include) return contact;
			const inboxes = new Set(
				state
					.inAccount(state.conversations, c.account_id)
					.filter((v) => v.contact_id === c.id)
					.map((v) => v.inbox_id),
			);
			return {
				...contact,
				contact_inboxes: [...inboxes].map((inboxId) => ({
					source_id: `src-${c.id}-${inboxId}`,
					inbox: state.inboxes.get(inboxId) ?? { id: inboxId },
				})),
			};
		});
		return { meta: { count: records.length, current_page: p }, payload: shown };
	};

	const contactView = (contact: Rec) => {
		const { account_id, ...shown } = contact;
		return shown;
	};

	const conversationChanged = async (conversation: Rec, event = 'conversation_updated') => {
		conversation.updated_at = now();
		await state.emit(event, conversation.account_id, state.view(conversation));
	};

	const messageCreated = async (conversation: Rec, message: Rec) => {
		const inbox = state.inboxes.get(conversation.inbox_id);
		await state.emit('message_created', conversation.account_id, {
			...message,
			conversation: state.view(conversation),
			inbox: { id: conversation.inbox_id, name: inbox?.name ?? null },
		});
	};

	const contactChecks = (body: Rec, accountId: number, except?: number) => {
		if (body.email !== undefined && body.email !== null) {
			if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email))
				throw new ApiFailure(422, 'validation_error', 'Email is invalid', ['email']);
			const taken = state
				.inAccount(state.contacts, accountId)
				.find((c) => c.email === body.email && c.id !== except);
			if (taken)
				throw new ApiFailure(422, 'validation_error', 'Email has already been taken', ['email']);
		}
		if (body.phone_number && !/^\+[1-9]\d{1,14}$/.test(body.phone_number)) {
			throw new ApiFailure(422, 'validation_error', 'Phone number should be in e164 format', [
				'phone_number',
			]);
		}
	};

	const contactFields = {
		name: { type: 'string' },
		email: { type: 'string' },
		phone_number: { type: 'string' },
		custom_attributes: { type: 'object' },
	};

	/** A record collection with create, get, update and delete (teams, canned responses, definitions). */
	const crud = (
		path: string,
		map: Map<number, Rec>,
		kind: string,
		schema: Rec,
		required: string[],
		options: {
			list?: (records: Rec[], req: SandboxRequest) => unknown;
			get?: boolean;
			check?: (body: Rec, accountId: number, except?: number) => void;
			make?: (body: Rec) => Rec;
		} = {},
	): Route[] => [
		{
			method: 'GET',
			path,
			handler: (req) => ({
				body: (options.list ?? ((r: Rec[]) => r))(state.inAccount(map, account(req)), req),
			}),
		},
		{
			method: 'POST',
			path,
			body: { type: 'object', required, additionalProperties: false, properties: schema },
			handler: (req) => {
				const accountId = account(req);
				options.check?.(req.body, accountId);
				const record = {
					id: state.id(),
					account_id: accountId,
					...(options.make ? options.make(req.body) : req.body),
				};
				map.set(record.id, record);
				return { body: record };
			},
		},
		...(options.get === false
			? []
			: [
					{
						method: 'GET',
						path: `${path}/{id}`,
						handler: (req: SandboxRequest) => ({ body: found(map, kind, req) }),
					},
				]),
		{
			method: 'PATCH',
			path: `${path}/{id}`,
			body: { type: 'object', additionalProperties: false, minProperties: 1, properties: schema },
			handler: (req) => {
				const record = found(map, kind, req);
				options.check?.(req.body, record.account_id, record.id);
				Object.assign(record, options.make ? options.make({ ...record, ...req.body }) : req.body);
				return { body: record };
			},
		},
		{
			method: 'DELETE',
			path: `${path}/{id}`,
			handler: (req) => {
				map.delete(found(map, kind, req).id);
				return { status: 200 };
			},
		},
	];

	const A = '/accounts/{account_id}';

	const routes: Route[] = [
		// Conversations
		{
			method: 'GET',
			path: `${A}/conversations`,
			handler: (req) => {
				const q = req.query;
				if (
					q.assignee_type !== undefined &&
					!['assigned', 'unassigned', 'mine', 'all'].includes(q.assignee_type)
				) {
					throw new ApiFailure(
						400,
						'invalid_parameter',
						'assignee_type must be assigned, unassigned, mine or all',
					);
				}
				if (q.status !== undefined && q.status !== 'all' && !STATUSES.includes(q.status)) {
					throw new ApiFailure(
						400,
						'invalid_parameter',
						`status must be one of ${STATUSES.join(', ')} or all`,
					);
				}
				// Chatwoot lists open conversations unless asked otherwise.
				const status = q.status ?? 'open';
				const records = state
					.inAccount(state.conversations, account(req))
					.filter(
						(c) =>
							(status === 'all' || c.status === STATUSES.indexOf(status)) &&
							(!q.inbox_id || c.inbox_id === Number(q.inbox_id)) &&
							(!q.team_id || c.team_id === Number(q.team_id)) &&
							(!q.label || c.labels.includes(q.label)),
					);
				return { body: conversationList(req, records) };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations`,
			body: {
				type: 'object',
				required: ['inbox_id', 'contact_id'],
				additionalProperties: false,
				properties: {
					inbox_id: id,
					contact_id: id,
					status: enumOrNumber(STATUSES),
					assignee_id: id,
					team_id: id,
					message: {
						type: 'object',
						required: ['content'],
						additionalProperties: false,
						properties: { content: { type: 'string', minLength: 1 } },
					},
				},
			},
			handler: async (req) => {
				const accountId = account(req);
				const body = req.body;
				requireIn(state.inboxes, 'inbox_id', body.inbox_id, accountId);
				requireIn(state.contacts, 'contact_id', body.contact_id, accountId);
				requireIn(state.agents, 'assignee_id', body.assignee_id, accountId);
				requireIn(state.teams, 'team_id', body.team_id, accountId);
				const conversation = state.addConversation(
					{
						...body,
						status: body.status === undefined ? 0 : enumValue('status', body.status, STATUSES),
					},
					accountId,
				);
				await state.emit('conversation_created', accountId, state.view(conversation));
				if (body.message) {
					const agent = requester(req);
					const message = state.addMessage(
						conversation,
						{ content: body.message.content, message_type: 1 },
						{ id: agent.id, name: agent.name, type: 'user' },
					);
					await messageCreated(conversation, message);
				}
				return { body: state.view(conversation) };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/filter`,
			body: filterBody,
			handler: (req) => {
				const records = applyFilter(
					state.inAccount(state.conversations, account(req)),
					req.body.payload,
					state,
				);
				const list = conversationList(
					{ ...req, query: { page: req.query.page } as Record<string, string> },
					records,
				);
				return { body: { meta: list.data.meta, payload: list.data.payload } };
			},
		},
		{
			method: 'GET',
			path: `${A}/conversations/search`,
			handler: (req) => {
				const q = String(req.query.q ?? '').toLowerCase();
				if (!q) throw new ApiFailure(400, 'invalid_parameter', 'q is required');
				const accountId = account(req);
				const matching = state.inAccount(state.conversations, accountId).filter((c) => {
					const contact = state.contacts.get(c.contact_id);
					const texts = [
						contact?.name,
						contact?.email,
						String(c.id),
						...[...state.messages.values()]
							.filter((m) => m.conversation_id === c.id)
							.map((m) => m.content),
					];
					return texts.some((t) =>
						String(t ?? '')
							.toLowerCase()
							.includes(q),
					);
				});
				return { body: conversationList(req, matching) };
			},
		},
		{
			method: 'GET',
			path: `${A}/conversations/{id}`,
			handler: (req) => ({ body: state.view(found(state.conversations, 'conversation', req)) }),
		},
		{
			method: 'PATCH',
			path: `${A}/conversations/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: {
					priority: { anyOf: [...enumOrNumber(PRIORITIES).anyOf, { type: 'null' }] },
					vip: { type: 'boolean' },
					labels: { type: 'array', items: { type: 'string' } },
				},
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				if ('priority' in req.body)
					conversation.priority = enumValue('priority', req.body.priority, PRIORITIES, true);
				if ('vip' in req.body) conversation.vip = req.body.vip;
				if ('labels' in req.body) conversation.labels = [...new Set(req.body.labels as string[])];
				await conversationChanged(conversation);
				return { body: state.view(conversation) };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{id}/toggle_status`,
			body: {
				type: 'object',
				required: ['status'],
				additionalProperties: false,
				properties: { status: enumOrNumber(STATUSES), snoozed_until: { type: 'integer' } },
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				const status = enumValue('status', req.body.status, STATUSES)!;
				if (status === 3 && req.body.snoozed_until === undefined) conversation.snoozed_until = null;
				if (req.body.snoozed_until !== undefined) {
					if (status !== 3)
						throw new ApiFailure(
							422,
							'validation_error',
							'snoozed_until is only for snoozed conversations',
							['snoozed_until'],
						);
					conversation.snoozed_until = req.body.snoozed_until;
				}
				const changed = conversation.status !== status;
				conversation.status = status;
				if (changed) await conversationChanged(conversation, 'conversation_status_changed');
				return {
					body: {
						meta: {},
						payload: {
							success: true,
							current_status: STATUSES[status],
							conversation_id: conversation.id,
						},
					},
				};
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{id}/toggle_priority`,
			// Chatwoot's body: {priority: low|medium|high|urgent|none}
			body: {
				type: 'object',
				required: ['priority'],
				additionalProperties: false,
				properties: {
					priority: { anyOf: [...enumOrNumber(PRIORITIES).anyOf, { enum: ['none', null] }] },
				},
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				conversation.priority = enumValue('priority', req.body.priority, PRIORITIES, true);
				await conversationChanged(conversation);
				return { status: 200 };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{id}/toggle_vip`,
			body: {
				type: 'object',
				required: ['vip'],
				additionalProperties: false,
				properties: { vip: { type: 'boolean' } },
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				conversation.vip = req.body.vip;
				await conversationChanged(conversation);
				return { body: state.view(conversation) };
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{id}/assignments`,
			body: {
				type: 'object',
				minProperties: 1,
				maxProperties: 1,
				additionalProperties: false,
				properties: {
					assignee_id: { anyOf: [id, { type: 'null' }] },
					team_id: { anyOf: [id, { type: 'null' }] },
				},
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req);
				let answer: Rec | null = null;
				if ('assignee_id' in req.body) {
					requireIn(state.agents, 'assignee_id', req.body.assignee_id, conversation.account_id);
					conversation.assignee_id = req.body.assignee_id;
					answer = req.body.assignee_id ? state.agents.get(req.body.assignee_id)! : null;
				} else {
					requireIn(state.teams, 'team_id', req.body.team_id, conversation.account_id);
					conversation.team_id = req.body.team_id;
					answer = req.body.team_id ? state.teams.get(req.body.team_id)! : null;
				}
				await conversationChanged(conversation);
				return { body: answer };
			},
		},
		// Messages
		{
			method: 'GET',
			path: `${A}/conversations/{conversation_id}/messages`,
			handler: (req) => {
				const conversation = found(state.conversations, 'conversation', req, 'conversation_id');
				const contact = state.contacts.get(conversation.contact_id);
				const payload = [...state.messages.values()]
					.filter((m) => m.conversation_id === conversation.id)
					.sort((a, b) => a.id - b.id);
				return {
					body: {
						meta: { contact: contact ? { id: contact.id, name: contact.name } : null },
						payload,
					},
				};
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{conversation_id}/messages`,
			body: {
				type: 'object',
				additionalProperties: false,
				properties: {
					content: { type: 'string' },
					message_type: { enum: ['outgoing', 'incoming', 0, 1] },
					private: { type: 'boolean' },
					content_type: { type: 'string' },
				},
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req, 'conversation_id');
				const contentType = String(req.headers['content-type'] ?? '');
				let body: Rec = req.body ?? {};
				const attachments: Rec[] = [];
				if (contentType.startsWith('multipart/form-data')) {
					const parts = parseMultipart(req.rawBody, contentType);
					const fields = Object.fromEntries(
						parts
							.filter((p) => p.fileName === undefined)
							.map((p) => [p.name, p.data.toString('utf8')]),
					);
					body = { ...fields, private: fields.private === 'true' };
					for (const part of parts.filter((p) => p.fileName !== undefined)) {
						if (part.name !== 'attachments[]')
							throw new ApiFailure(
								422,
								'validation_error',
								`unexpected file field ${part.name}; files go in attachments[]`,
								['attachments'],
							);
						const fileId = state.id();
						state.files.set(fileId, {
							fileName: part.fileName,
							contentType: part.contentType,
							bytes: Buffer.from(part.data),
						});
						attachments.push({
							id: fileId,
							file_type: part.contentType?.startsWith('image/') ? 'image' : 'file',
							file_name: part.fileName,
							file_size: part.data.length,
							data_url: `https://files.chat.example/${fileId}/${part.fileName}`,
						});
					}
				}
				if (!body.content && attachments.length === 0)
					throw new ApiFailure(
						422,
						'validation_error',
						'content is required unless attachments are sent',
						['content'],
					);
				const type =
					body.message_type === undefined
						? 1
						: enumValue('message_type', body.message_type, MESSAGE_TYPES)!;
				if (type > 1)
					throw new ApiFailure(
						422,
						'validation_error',
						'message_type must be outgoing or incoming',
						['message_type'],
					);
				const contact = state.contacts.get(conversation.contact_id);
				const agent = requester(req);
				const sender =
					type === 0 && contact
						? { id: contact.id, name: contact.name, type: 'contact' }
						: { id: agent.id, name: agent.name, type: 'user' };
				const message = state.addMessage(
					conversation,
					{
						content: body.content ?? null,
						message_type: type,
						private: body.private === true || body.private === 'true',
						attachments,
					},
					sender,
				);
				await messageCreated(conversation, message);
				return { body: message };
			},
		},
		// Contacts
		{
			method: 'GET',
			path: `${A}/contacts`,
			handler: (req) => {
				const sort = req.query.sort ?? 'name';
				const field = sort.replace(/^-/, '');
				if (!['name', 'email', 'phone_number', 'last_activity_at', 'created_at'].includes(field)) {
					throw new ApiFailure(
						400,
						'invalid_parameter',
						'sort must be name, email, phone_number, last_activity_at or created_at, optionally prefixed with -',
					);
				}
				const direction = sort.startsWith('-') ? -1 : 1;
				const records = state.inAccount(state.contacts, account(req)).sort(
					(a, b) =>
						direction *
						(String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, {
							numeric: true,
						}) || a.id - b.id),
				);
				return { body: contactList(req, records) };
			},
		},
		{
			method: 'POST',
			path: `${A}/contacts`,
			body: { type: 'object', additionalProperties: false, properties: contactFields },
			handler: async (req) => {
				const accountId = account(req);
				contactChecks(req.body, accountId);
				const contact = state.addContact(req.body, accountId);
				await state.emit('contact_created', accountId, contactView(contact));
				return { body: { payload: { contact: contactView(contact), contact_inbox: {} } } };
			},
		},
		{
			method: 'GET',
			path: `${A}/contacts/search`,
			handler: (req) => {
				const q = String(req.query.q ?? '').toLowerCase();
				if (!q) throw new ApiFailure(400, 'invalid_parameter', 'q is required');
				const records = state.inAccount(state.contacts, account(req)).filter((c) =>
					[c.name, c.email, c.phone_number].some((v) =>
						String(v ?? '')
							.toLowerCase()
							.includes(q),
					),
				);
				return { body: contactList(req, records) };
			},
		},
		{
			method: 'POST',
			path: `${A}/contacts/filter`,
			body: filterBody,
			handler: (req) => ({
				body: contactList(
					{ ...req, query: { page: req.query.page } as Record<string, string> },
					applyFilter(state.inAccount(state.contacts, account(req)), req.body.payload, state),
				),
			}),
		},
		{
			method: 'POST',
			path: `${A}/contacts/import`,
			handler: async (req) => {
				const accountId = account(req);
				const contentType = String(req.headers['content-type'] ?? '');
				if (!contentType.startsWith('multipart/form-data'))
					throw new ApiFailure(400, 'invalid_content_type', 'import expects multipart/form-data');
				const file = parseMultipart(req.rawBody, contentType).find(
					(p) => p.name === 'import_file' && p.fileName !== undefined,
				);
				if (!file)
					throw new ApiFailure(422, 'validation_error', 'import_file is required', ['import_file']);
				const [header, ...lines] = file.data.toString('utf8').trim().split(/\r?\n/);
				const columns = header.split(',').map((c) => c.trim());
				if (!columns.includes('email') && !columns.includes('phone_number')) {
					throw new ApiFailure(
						422,
						'validation_error',
						'the CSV needs an email or phone_number column',
						['import_file'],
					);
				}
				let created = 0;
				let updated = 0;
				for (const line of lines.filter(Boolean)) {
					const row = Object.fromEntries(
						line
							.split(',')
							.map((v, i) => [columns[i], v.trim()])
							.filter(([, v]) => v !== ''),
					);
					const existing = state
						.inAccount(state.contacts, accountId)
						.find((c) => row.email && c.email === row.email);
					if (existing) {
						Object.assign(existing, row);
						updated++;
					} else {
						const contact = state.addContact(row, accountId);
						await state.emit('contact_created', accountId, contactView(contact));
						created++;
					}
				}
				return {
					body: {
						data_import: {
							id: state.id(),
							status: 'completed',
							total_records: created + updated,
							processed_records: created + updated,
							created,
							updated,
						},
					},
				};
			},
		},
		{
			method: 'POST',
			path: `${A}/contacts/export`,
			body: {
				type: 'object',
				additionalProperties: false,
				properties: { column_names: { type: 'array', items: { type: 'string' } } },
			},
			handler: (req) => {
				const accountId = account(req);
				const email = requester(req).email;
				state.exports.push({ account_id: accountId, email, column_names: req.body?.column_names });
				return { body: { message: `The export has started; the file will be sent to ${email}` } };
			},
		},
		{
			method: 'GET',
			path: `${A}/contacts/{id}`,
			handler: (req) => ({ body: { payload: contactView(found(state.contacts, 'contact', req)) } }),
		},
		{
			method: 'PATCH',
			path: `${A}/contacts/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: contactFields,
			},
			handler: async (req) => {
				const contact = found(state.contacts, 'contact', req);
				contactChecks(req.body, contact.account_id, contact.id);
				Object.assign(contact, req.body, { last_activity_at: now() });
				await state.emit('contact_updated', contact.account_id, contactView(contact));
				return { body: { payload: contactView(contact) } };
			},
		},
		{
			method: 'DELETE',
			path: `${A}/contacts/{id}`,
			handler: (req) => {
				const contact = found(state.contacts, 'contact', req);
				// Documented: the contact's conversations and messages go with it, for good.
				for (const conversation of [...state.conversations.values()].filter(
					(c) => c.contact_id === contact.id,
				)) {
					for (const message of [...state.messages.values()].filter(
						(m) => m.conversation_id === conversation.id,
					))
						state.messages.delete(message.id);
					state.conversations.delete(conversation.id);
				}
				state.contacts.delete(contact.id);
				return { status: 200 };
			},
		},
		// Inboxes
		{
			method: 'GET',
			path: `${A}/inboxes`,
			handler: (req) => ({ body: { payload: state.inAccount(state.inboxes, account(req)) } }),
		},
		{
			method: 'POST',
			path: `${A}/inboxes`,
			body: {
				type: 'object',
				required: ['name', 'channel'],
				additionalProperties: false,
				properties: {
					name: { type: 'string', minLength: 1 },
					channel: {
						type: 'object',
						required: ['type'],
						additionalProperties: false,
						properties: { type: { enum: ['web_widget', 'api'] }, website_url: { type: 'string' } },
					},
				},
			},
			handler: (req) => {
				if (req.body.channel.type === 'web_widget' && !req.body.channel.website_url) {
					throw new ApiFailure(
						422,
						'validation_error',
						'website_url is required for a web_widget channel',
						['channel.website_url'],
					);
				}
				return { body: state.addInbox(req.body, account(req)) };
			},
		},
		{
			method: 'GET',
			path: `${A}/inboxes/{id}`,
			handler: (req) => ({ body: found(state.inboxes, 'inbox', req) }),
		},
		{
			method: 'PATCH',
			path: `${A}/inboxes/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: {
					enable_auto_assignment: { type: 'boolean' },
					greeting_enabled: { type: 'boolean' },
					greeting_message: { type: 'string' },
				},
			},
			handler: (req) => {
				const inbox = found(state.inboxes, 'inbox', req);
				Object.assign(inbox, req.body);
				return { body: inbox };
			},
		},
		{
			method: 'DELETE',
			path: `${A}/inboxes/{id}`,
			handler: (req) => {
				// Documented: the channel is disconnected, its conversations are kept.
				state.inboxes.delete(found(state.inboxes, 'inbox', req).id);
				return { status: 200 };
			},
		},
		// Agents
		{
			method: 'GET',
			path: `${A}/agents`,
			handler: (req) => ({ body: state.inAccount(state.agents, account(req)) }),
		},
		{
			method: 'POST',
			path: `${A}/agents`,
			body: {
				type: 'object',
				required: ['name', 'email', 'role'],
				additionalProperties: false,
				properties: {
					name: { type: 'string', minLength: 1 },
					email: { type: 'string' },
					role: { enum: ['agent', 'administrator'] },
				},
			},
			handler: (req) => {
				const accountId = account(req);
				if (state.inAccount(state.agents, accountId).some((a) => a.email === req.body.email))
					throw new ApiFailure(422, 'validation_error', 'Email has already been taken', ['email']);
				return { body: state.addAgent(req.body, accountId) };
			},
		},
		{
			method: 'PATCH',
			path: `${A}/agents/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: {
					role: { enum: ['agent', 'administrator'] },
					availability: { enum: ['online', 'busy', 'offline'] },
				},
			},
			handler: (req) => {
				const agent = found(state.agents, 'agent', req);
				if (req.body.role) agent.role = req.body.role;
				if (req.body.availability) agent.availability_status = req.body.availability;
				return { body: agent };
			},
		},
		{
			method: 'DELETE',
			path: `${A}/agents/{id}`,
			handler: (req) => {
				const agent = found(state.agents, 'agent', req);
				state.agents.delete(agent.id);
				for (const conversation of state.conversations.values())
					if (conversation.assignee_id === agent.id) conversation.assignee_id = null;
				return { status: 200 };
			},
		},
		// Teams
		...crud(
			`${A}/teams`,
			state.teams,
			'team',
			{
				name: { type: 'string', minLength: 1 },
				description: { type: 'string' },
				allow_auto_assign: { type: 'boolean' },
			},
			['name'],
		),
		// Labels
		...crud(
			`${A}/labels`,
			state.labels,
			'label',
			{
				title: { type: 'string', pattern: '^[\\w-]+$' },
				description: { type: 'string' },
				color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
				show_on_sidebar: { type: 'boolean' },
			},
			['title'],
			{
				get: false,
				list: (records) => ({ payload: records }),
				check: (body, accountId, except) => {
					if (
						body.title &&
						state
							.inAccount(state.labels, accountId)
							.some((l) => l.title === body.title && l.id !== except)
					) {
						throw new ApiFailure(422, 'validation_error', 'Title has already been taken', [
							'title',
						]);
					}
				},
			},
		),
		// Global search
		{
			method: 'GET',
			path: `${A}/search`,
			handler: (req) => {
				const q = String(req.query.q ?? '').toLowerCase();
				if (!q) throw new ApiFailure(400, 'invalid_parameter', 'q is required');
				const accountId = account(req);
				const has = (...values: unknown[]) =>
					values.some((v) =>
						String(v ?? '')
							.toLowerCase()
							.includes(q),
					);
				const conversations = state.inAccount(state.conversations, accountId);
				return {
					body: {
						payload: {
							conversations: conversations
								.filter((c) => has(state.contacts.get(c.contact_id)?.name, c.id))
								.map((c) => state.view(c)),
							contacts: state
								.inAccount(state.contacts, accountId)
								.filter((c) => has(c.name, c.email, c.phone_number))
								.map(contactView),
							messages: [...state.messages.values()].filter(
								(m) => conversations.some((c) => c.id === m.conversation_id) && has(m.content),
							),
						},
					},
				};
			},
		},
		// Canned responses (Chatwoot's fields: short_code, content)
		...crud(
			`${A}/canned_responses`,
			state.cannedResponses,
			'canned response',
			{ short_code: { type: 'string', minLength: 1 }, content: { type: 'string', minLength: 1 } },
			['short_code', 'content'],
		),
		// Custom attribute definitions (Chatwoot's fields)
		...crud(
			`${A}/custom_attribute_definitions`,
			state.attributeDefinitions,
			'custom attribute definition',
			{
				attribute_display_name: { type: 'string', minLength: 1 },
				attribute_key: { type: 'string', pattern: '^[a-z0-9_]+$' },
				attribute_display_type: {
					enum: ['text', 'number', 'currency', 'percent', 'link', 'date', 'list', 'checkbox'],
				},
				attribute_model: { enum: ['conversation_attribute', 'contact_attribute', 0, 1] },
				attribute_description: { type: 'string' },
				attribute_values: { type: 'array', items: { type: 'string' } },
				regex_pattern: { type: 'string' },
			},
			['attribute_display_name', 'attribute_key', 'attribute_display_type', 'attribute_model'],
			{
				list: (records, req) => {
					const model = req.query.attribute_model;
					if (model === undefined) return records;
					return records.filter(
						(r) =>
							r.attribute_model === model ||
							['conversation_attribute', 'contact_attribute'].indexOf(r.attribute_model) ===
								Number(model),
					);
				},
				make: (body) => ({
					...body,
					attribute_model:
						typeof body.attribute_model === 'number'
							? ['conversation_attribute', 'contact_attribute'][body.attribute_model]
							: body.attribute_model,
				}),
			},
		),
		// Webhooks: Chatwoot's body {url, subscriptions}; the service chooses the secret and returns it
		{
			method: 'GET',
			path: `${A}/webhooks`,
			handler: (req) => ({
				body: { payload: { webhooks: state.inAccount(state.webhooks, account(req)) } },
			}),
		},
		{
			method: 'POST',
			path: `${A}/webhooks`,
			body: {
				type: 'object',
				required: ['url', 'subscriptions'],
				additionalProperties: false,
				properties: {
					url: { type: 'string', pattern: '^https?://' },
					name: { type: 'string' },
					subscriptions: {
						type: 'array',
						minItems: 1,
						uniqueItems: true,
						items: { enum: WEBHOOK_EVENTS },
					},
				},
			},
			handler: (req) => {
				const webhook = {
					id: state.id(),
					account_id: account(req),
					url: req.body.url,
					name: req.body.name ?? null,
					subscriptions: req.body.subscriptions,
					secret: randomBytes(24).toString('hex'),
				};
				state.webhooks.set(webhook.id, webhook);
				return { body: { payload: { webhook } } };
			},
		},
		{
			method: 'GET',
			path: `${A}/webhooks/{id}`,
			handler: (req) => ({ body: { payload: { webhook: found(state.webhooks, 'webhook', req) } } }),
		},
		{
			method: 'PATCH',
			path: `${A}/webhooks/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: {
					url: { type: 'string', pattern: '^https?://' },
					name: { type: 'string' },
					subscriptions: {
						type: 'array',
						minItems: 1,
						uniqueItems: true,
						items: { enum: WEBHOOK_EVENTS },
					},
				},
			},
			handler: (req) => {
				const webhook = found(state.webhooks, 'webhook', req);
				Object.assign(webhook, req.body);
				return { body: { payload: { webhook } } };
			},
		},
		{
			method: 'DELETE',
			path: `${A}/webhooks/{id}`,
			handler: (req) => {
				state.webhooks.delete(found(state.webhooks, 'webhook', req).id);
				return { status: 200 };
			},
		},
	];

	return {
		slug: 'chat',
		prefix: '/api/v1',
		tokens,
		tokenHeader: 'api_access_token',
		routes,
		state,
		// The document does not show the error body; Chatwoot answers {message} (with the invalid attributes on 422), plus a code here.
		error: (_status, code, message, details) => ({
			error: code,
			message,
			...(details ? { attributes: details } : {}),
		}),
		reset: () => state.reset(),
	};
}

/**
 * What `npm start` opens with: a website inbox and an API inbox, agents, two teams, labels,
 * contacts with open, pending and resolved conversations (one VIP), canned responses and a
 * custom attribute definition, so every picker lists something. Tests start empty.
 */
export function seedChat(state: ChatState) {
	const website = state.addInbox({
		name: 'Website chat',
		channel: { type: 'web_widget', website_url: 'https://shop.example.com' },
	});
	const api = state.addInbox({ name: 'Mobile app', channel: { type: 'api' } });
	const maria = state.addAgent(
		{ name: 'María Soto', email: 'maria@support.example', role: 'agent' },
		1,
		true,
	);
	const lee = state.addAgent(
		{ name: 'Lee Park', email: 'lee@support.example', role: 'agent' },
		1,
		true,
	);
	const billing = state.addTeam({
		name: 'Billing',
		description: 'Invoices, refunds and payment questions',
	});
	const tech = state.addTeam({
		name: 'Technical support',
		description: 'Bugs and how-to questions',
		allow_auto_assign: false,
	});
	for (const [title, color] of [
		['billing', '#ff9f1c'],
		['bug', '#e63946'],
		['feedback', '#2a9d8f'],
	]) {
		state.addLabel({ title, color, description: `Conversations about ${title}` });
	}
	const contacts = [
		state.addContact({
			name: 'Lucía Romero',
			email: 'lucia.romero@example.com',
			phone_number: '+34611222333',
			custom_attributes: { plan: 'gold' },
		}),
		state.addContact({
			name: 'James Carter',
			email: 'james.carter@example.org',
			phone_number: '+14155550123',
		}),
		state.addContact({
			name: 'Aiko Tanaka',
			email: 'aiko@tanaka.example',
			custom_attributes: { plan: 'free' },
		}),
	];
	const [lucia, james, aiko] = contacts;
	const sender = (c: Rec) => ({ id: c.id, name: c.name, type: 'contact' });
	const agentSender = (a: Rec) => ({ id: a.id, name: a.name, type: 'user' });
	const refund = state.addConversation({
		inbox_id: website.id,
		contact_id: lucia.id,
		assignee_id: maria.id,
		team_id: billing.id,
		labels: ['billing'],
		priority: 2,
	});
	state.addMessage(
		refund,
		{ content: 'Hi, I was charged twice for my order #4412.', message_type: 0 },
		sender(lucia),
	);
	state.addMessage(
		refund,
		{ content: 'Sorry about that! I am checking with our payments team.', message_type: 1 },
		agentSender(maria),
	);
	state.addMessage(
		refund,
		{
			content: 'Duplicate charge confirmed in the payments dashboard.',
			message_type: 1,
			private: true,
		},
		agentSender(maria),
	);
	refund.vip = true;
	const crash = state.addConversation({
		inbox_id: api.id,
		contact_id: james.id,
		team_id: tech.id,
		labels: ['bug'],
		status: 2,
	});
	state.addMessage(
		crash,
		{ content: 'The app closes when I open my invoices.', message_type: 0 },
		sender(james),
	);
	const thanks = state.addConversation({
		inbox_id: website.id,
		contact_id: aiko.id,
		assignee_id: lee.id,
		labels: ['feedback'],
		status: 1,
	});
	state.addMessage(
		thanks,
		{ content: 'Just wanted to say the new checkout is great!', message_type: 0 },
		sender(aiko),
	);
	state.addMessage(
		thanks,
		{ content: 'Thank you, Aiko! We will pass it on.', message_type: 1 },
		agentSender(lee),
	);
	for (const body of [
		{
			short_code: 'refund',
			content: 'We have issued your refund; it reaches your account within 5 business days.',
		},
		{ short_code: 'hello', content: 'Hi! Thanks for reaching out, how can we help?' },
	]) {
		const record = { id: state.id(), account_id: 1, ...body };
		state.cannedResponses.set(record.id, record);
	}
	const definition = {
		id: state.id(),
		account_id: 1,
		attribute_display_name: 'Plan',
		attribute_key: 'plan',
		attribute_display_type: 'list',
		attribute_model: 'contact_attribute',
		attribute_values: ['free', 'gold'],
	};
	state.attributeDefinitions.set(definition.id, definition);
	return {
		inboxes: [website, api],
		agents: [maria, lee],
		teams: [billing, tech],
		contacts,
		conversations: [refund, crash, thanks],
	};
}
