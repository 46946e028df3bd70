import { randomBytes } from 'crypto';
import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { WEBHOOK_EVENTS, salesCrm, salesCrmPages } from '../SalesCrm/api';
import { enumOptions } from '../shared/parameters';
import { fetchList } from '../shared/pagination';
import { apiRequest } from '../shared/transport';
import type { SigningScheme } from '../shared/signing';
import { receiveDelivery, signingParameter } from '../shared/signing';

/**
 * How deliveries are signed. The document does not show it, so every part is an option; the
 * defaults are the scheme the README documents: `X-Signature: sha256=<hex HMAC-SHA256>` over
 * `<X-Timestamp>.<raw body>`, the timestamp in Unix seconds, a 300-second replay window, and
 * `X-Delivery-Id` naming the delivery for deduplication.
 */
export const SIGNING: SigningScheme = {
	signatureHeader: 'X-Signature',
	timestampHeader: 'X-Timestamp',
	signedContent: 'timestampDotBody',
	algorithm: 'sha256',
	encoding: 'hex',
	prefix: 'sha256=',
	replayWindowSeconds: 300,
	deliveryIdHeader: 'X-Delivery-Id',
};

interface TriggerState extends IDataObject {
	webhookId?: string;
	secret?: string;
}

const sameEvents = (a: unknown, b: string[]) =>
	Array.isArray(a) && a.length === b.length && [...a].map(String).sort().join() === [...b].sort().join();

function wantedEvents(ctx: IHookFunctions | IWebhookFunctions): string[] {
	return [...new Set(ctx.getNodeParameter('events', []) as string[])].sort();
}

async function remoteWebhooksFor(ctx: IHookFunctions, url: string): Promise<IDataObject[]> {
	const all = await fetchList(ctx, salesCrm, { method: 'GET', path: '/webhooks' }, salesCrmPages);
	return all.filter((webhook) => webhook.url === url);
}

/** Deleting a webhook that is already gone counts as done. */
async function removeWebhook(ctx: IHookFunctions, id: unknown) {
	await apiRequest.call(ctx, salesCrm, {
		method: 'DELETE',
		path: `/webhooks/${encodeURIComponent(String(id))}`,
		allowStatus: [404],
	});
}

export class SalesCrmTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Sales CRM Trigger',
		name: 'salesCrmTrigger',
		icon: { light: 'file:../../icons/salesCrm.svg', dark: 'file:../../icons/salesCrm.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description: 'Starts the workflow when deals or contacts change in the BizOps Sales CRM',
		defaults: { name: 'BizOps Sales CRM Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsSalesCrmApi', required: true }],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
		properties: [
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: enumOptions(WEBHOOK_EVENTS),
				default: ['deal.created'],
				required: true,
				description: 'The events that start the workflow; a change of this list re-registers the webhook',
			},
			signingParameter(SIGNING),
		],
	};

	webhookMethods = {
		default: {
			/** Adopts our registered webhook when it still matches; deletes every other one for this URL. */
			async checkExists(this: IHookFunctions): Promise<boolean> {
				const state = this.getWorkflowStaticData('node') as TriggerState;
				const url = this.getNodeWebhookUrl('default') as string;
				const events = wantedEvents(this);
				const ours = await remoteWebhooksFor(this, url);
				// Only a webhook whose secret we hold can be verified, so only ours is adopted.
				const keep = ours.find(
					(w) => state.secret && String(w.id) === state.webhookId && sameEvents(w.events, events) && w.active !== false,
				);
				for (const webhook of ours) if (webhook !== keep) await removeWebhook(this, webhook.id);
				if (keep) return true;
				delete state.webhookId;
				delete state.secret;
				return false;
			},

			async create(this: IHookFunctions): Promise<boolean> {
				const state = this.getWorkflowStaticData('node') as TriggerState;
				const secret = randomBytes(32).toString('hex');
				const webhook = await apiRequest.call(this, salesCrm, {
					method: 'POST',
					path: '/webhooks',
					body: { url: this.getNodeWebhookUrl('default'), events: wantedEvents(this), secret, active: true },
				});
				state.webhookId = String(webhook.id);
				state.secret = secret;
				return true;
			},

			/** Removes our webhook and any other left for this URL, so deactivation leaves none. */
			async delete(this: IHookFunctions): Promise<boolean> {
				const state = this.getWorkflowStaticData('node') as TriggerState;
				const ours = await remoteWebhooksFor(this, this.getNodeWebhookUrl('default') as string);
				const ids = new Set(ours.map((w) => String(w.id)));
				if (state.webhookId) ids.add(state.webhookId);
				for (const id of ids) await removeWebhook(this, id);
				delete state.webhookId;
				delete state.secret;
				return true;
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const state = this.getWorkflowStaticData('node') as TriggerState;
		return receiveDelivery(this, { secret: state.secret ?? '', defaults: SIGNING, wanted: wantedEvents(this) });
	}
}
