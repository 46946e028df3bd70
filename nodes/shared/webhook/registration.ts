import { randomBytes } from 'crypto';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';

import type { ApiContext } from '../transport';

/**
 * How one interface manages its remote webhooks: its webhook client, in its api.ts, used by its
 * trigger and by its Webhook resource alike.
 */
export interface RemoteWebhooks {
	/** Every webhook of the account, all pages */
	list(ctx: ApiContext): Promise<IDataObject[]>;
	/**
	 * Registers a webhook and returns its id; or its id and the secret the service chose, where the
	 * service signs with a secret of its own (then `secret` holds it, empty when it returned none).
	 */
	create(
		ctx: ApiContext,
		registration: { url: string; events: string[]; secret: string },
	): Promise<string | { id: string; secret: string }>;
	/** Removes a webhook; one already gone counts as removed */
	remove(ctx: ApiContext, id: string): Promise<void>;
	/** Sets a webhook's events and switches it on in place, where the API can */
	update?(ctx: ApiContext, id: string, events: string[]): Promise<void>;
}

interface WebhookState extends IDataObject {
	webhookId?: string;
	secret?: string;
}

const sameEvents = (a: unknown, b: string[]) =>
	Array.isArray(a) &&
	a.length === b.length &&
	[...a].map(String).sort().join() === [...b].sort().join();

/**
 * The activation lifecycle of every trigger whose interface has a webhook API:
 * at most one remote webhook for our URL, registered with a fresh secret kept in static data,
 * adopted again after a restart, repaired (or re-registered) when the event set changed, and
 * removed on deactivation, so no cycle of activations leaves a duplicate or an orphan.
 */
export function webhookLifecycle(
	remote: RemoteWebhooks,
	eventsOf: (ctx: IHookFunctions) => string[],
) {
	const ourUrl = (ctx: IHookFunctions) => ctx.getNodeWebhookUrl('default') as string;

	return {
		async checkExists(this: IHookFunctions): Promise<boolean> {
			const state = this.getWorkflowStaticData('node') as WebhookState;
			const events = eventsOf(this);
			const url = ourUrl(this);
			const registered = (await remote.list(this)).filter((webhook) => webhook.url === url);
			// Only a webhook whose secret we hold can be verified, so only ours is adopted.
			const keep = state.secret
				? registered.find((webhook) => String(webhook.id) === state.webhookId)
				: undefined;
			const current =
				keep !== undefined && sameEvents(keep.events, events) && keep.active !== false;
			const repair = keep !== undefined && !current && remote.update !== undefined;
			for (const webhook of registered) {
				if (webhook !== keep || (!current && !repair))
					await remote.remove(this, String(webhook.id));
			}
			if (current) return true;
			if (repair) {
				await remote.update!(this, String(keep.id), events);
				return true;
			}
			delete state.webhookId;
			delete state.secret;
			return false;
		},

		async create(this: IHookFunctions): Promise<boolean> {
			const state = this.getWorkflowStaticData('node') as WebhookState;
			const secret = randomBytes(32).toString('hex');
			const created = await remote.create(this, {
				url: ourUrl(this),
				events: eventsOf(this),
				secret,
			});
			state.webhookId = typeof created === 'string' ? created : created.id;
			state.secret = typeof created === 'string' ? secret : created.secret;
			return true;
		},

		/**
		 * Removes every webhook for this URL, and ours even if n8n's URL changed since, so
		 * deactivation leaves none; one already gone needs no request.
		 */
		async delete(this: IHookFunctions): Promise<boolean> {
			const state = this.getWorkflowStaticData('node') as WebhookState;
			const url = ourUrl(this);
			const all = await remote.list(this);
			const ids = all
				.filter((w) => w.url === url || String(w.id) === state.webhookId)
				.map((w) => String(w.id));
			for (const id of ids) await remote.remove(this, id);
			delete state.webhookId;
			delete state.secret;
			return true;
		},
	};
}
