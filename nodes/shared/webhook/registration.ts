import { randomBytes } from 'crypto';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';

import type { ApiContext } from '../transport';

/** The secret of a new webhook: 32 random bytes, hex (every registration and Webhook → Create). */
export const newWebhookSecret = () => randomBytes(32).toString('hex');

/** What a webhook is registered with: where deliveries go, for which events, signed with which key. */
export type WebhookRegistration = { url: string; events: string[]; secret: string };

/** What every interface's webhook client does: register a webhook, and maybe change one. */
interface WebhookClient {
	/**
	 * Registers a webhook and returns its id (undefined where the service gives none); or its id
	 * and the secret the service chose, where it signs with a secret of its own (then `secret`
	 * holds it, empty when it returned none).
	 */
	create(
		ctx: ApiContext,
		registration: WebhookRegistration,
	): Promise<string | { id: string; secret: string } | undefined>;
	/** Sets a webhook's events and switches it on in place, where the API can */
	update?(ctx: ApiContext, id: string, events: string[]): Promise<void>;
}

/** Removes a webhook (by its id, or where it has none by its URL); one already gone counts as removed. */
type RemoveWebhook = (ctx: ApiContext, id: string, url: string) => Promise<void>;

/** A service that lists every webhook of the account (all pages), and so can remove them too. */
export interface ListedWebhooks extends WebhookClient {
	list(ctx: ApiContext): Promise<IDataObject[]>;
	remove: RemoveWebhook;
}

/**
 * A service that cannot be asked for its webhooks: the lifecycle then remembers what it
 * registered, and trusts that. Where it cannot remove one either, deactivation leaves it.
 */
export interface UnlistedWebhooks extends WebhookClient {
	list?: undefined;
	remove?: RemoveWebhook;
}

/**
 * How one interface manages its remote webhooks: its webhook client, in its api.ts, used by its
 * trigger and by its Webhook resource alike.
 */
export type RemoteWebhooks = ListedWebhooks | UnlistedWebhooks;

/** What activation keeps in static data: the webhook it registered and the secret deliveries carry. */
interface WebhookState extends IDataObject {
	webhookId?: string;
	secret?: string;
	/** Where the service cannot be asked: what was registered, to recognise it on the next activation */
	url?: string;
	events?: string[];
	settings?: string;
	/** Earlier registrations the service can neither list nor remove, for the user to remove by hand */
	replaced?: IDataObject[];
}

const sameEvents = (a: unknown, b: string[]) =>
	Array.isArray(a) &&
	a.length === b.length &&
	[...a].map(String).sort().join() === [...b].sort().join();

/** What else a registration is made with, beside URL and events (e.g. Recruitment's field names). */
export type SettingsOf = (ctx: IHookFunctions) => IDataObject;

/**
 * The activation lifecycle of every trigger whose interface has a webhook API: at most one
 * remote webhook for our URL, registered with a fresh secret kept in static data, recognised
 * again after a restart, repaired (or registered anew) when the event set changed, and removed on
 * deactivation, so no cycle of activations leaves a duplicate or an orphan. Where the service
 * cannot list its webhooks, what was registered is remembered instead; where it cannot remove
 * one either, each replaced registration is recorded for the user. webhookTrigger gives it to
 * every trigger that names its interface's webhook client; Billing's, with no registration API,
 * has none.
 */
export function webhookLifecycle(
	remote: RemoteWebhooks,
	eventsOf: (ctx: IHookFunctions) => string[],
	settingsOf?: SettingsOf,
) {
	const ourUrl = (ctx: IHookFunctions) => ctx.getNodeWebhookUrl('default') as string;
	const stateOf = (ctx: IHookFunctions) => ctx.getWorkflowStaticData('node') as WebhookState;
	const settingsText = (ctx: IHookFunctions) =>
		settingsOf ? JSON.stringify(settingsOf(ctx)) : undefined;

	/** Whether static data holds a registration for this URL, these events and settings. */
	const remembered = (ctx: IHookFunctions) => {
		const state = stateOf(ctx);
		return (
			Boolean(state.secret) &&
			state.url === ourUrl(ctx) &&
			sameEvents(state.events, eventsOf(ctx)) &&
			state.settings === settingsText(ctx)
		);
	};

	/** Adopts our listed webhook, repairing its events in place where it can; removes any other for our URL. */
	async function adoptListed(ctx: IHookFunctions, listed: ListedWebhooks) {
		const state = stateOf(ctx);
		const events = eventsOf(ctx);
		const url = ourUrl(ctx);
		const registered = (await listed.list(ctx)).filter((webhook) => webhook.url === url);
		// Only a webhook whose secret we hold can be verified, so only ours is adopted.
		const keep = state.secret
			? registered.find((webhook) => String(webhook.id) === state.webhookId)
			: undefined;
		const current = keep !== undefined && sameEvents(keep.events, events) && keep.active !== false;
		const repair = keep !== undefined && !current && listed.update !== undefined;
		for (const webhook of registered) {
			if (webhook !== keep || (!current && !repair))
				await listed.remove(ctx, String(webhook.id), url);
		}
		if (current) return true;
		if (repair) {
			await listed.update!(ctx, String(keep.id), events);
			return true;
		}
		return false;
	}

	/** Forgets the registration; one the service can neither list nor remove is recorded as replaced. */
	function forget(state: WebhookState) {
		if (!remote.list && !remote.remove && state.secret) {
			const { webhookId, url, events } = state;
			state.replaced = [...(state.replaced ?? []), { webhookId, url, events }].slice(-20);
		}
		for (const key of ['webhookId', 'secret', 'url', 'events', 'settings']) delete state[key];
	}

	return {
		async checkExists(this: IHookFunctions): Promise<boolean> {
			const exists = remote.list ? await adoptListed(this, remote) : remembered(this);
			if (!exists) forget(stateOf(this));
			return exists;
		},

		async create(this: IHookFunctions): Promise<boolean> {
			const state = stateOf(this);
			const url = ourUrl(this);
			const events = eventsOf(this);
			const secret = newWebhookSecret();
			const created = await remote.create(this, { url, events, secret });
			const id = typeof created === 'object' ? created.id : created;
			if (id !== undefined) state.webhookId = id;
			state.secret = typeof created === 'object' ? created.secret : secret;
			if (!remote.list) Object.assign(state, { url, events });
			if (!remote.list && settingsOf) state.settings = settingsText(this);
			return true;
		},

		/**
		 * Removes every webhook for this URL, and ours even if n8n's URL changed since, so
		 * deactivation leaves none; one already gone needs no request. A service that cannot
		 * remove one keeps it, and static data keeps what was registered for the next activation.
		 */
		async delete(this: IHookFunctions): Promise<boolean> {
			const state = stateOf(this);
			if (!remote.remove) return true;
			const url = ourUrl(this);
			if (remote.list) {
				const all = await remote.list(this);
				const ids = all
					.filter((w) => w.url === url || String(w.id) === state.webhookId)
					.map((w) => String(w.id));
				for (const id of ids) await remote.remove(this, id, url);
			} else if (state.url) {
				await remote.remove(this, state.webhookId ?? '', state.url);
			}
			forget(state);
			return true;
		},
	};
}
