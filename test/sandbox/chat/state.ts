import { ApiFailure } from '../server';
import type { PostedDelivery } from '../stamps';
import { postDelivery, timestampSignature } from '../stamps';

import { randomUUID } from 'node:crypto';

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
export type Rec = Record<string, any>;

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

export const CONVERSATION_PAGE = 25;

export const CONTACT_PAGE = 15;

export type ChatDelivery = PostedDelivery & { webhook_id: number };

export const now = () => Math.floor(Date.now() / 1000);

/** An enumeration value given by name or number, as its number. */
export function enumValue(
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
			headers['X-Chatwoot-Signature'] = timestampSignature(webhook.secret, timestamp, delivery.raw);
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
			sent.status = await postDelivery(sent.url, headers, sent.raw);
		} catch (error) {
			sent.error = (error as Error).message;
		}
	}
}
