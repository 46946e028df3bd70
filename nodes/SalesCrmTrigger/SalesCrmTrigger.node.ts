import { createHash, randomBytes } from 'crypto';
import type {
	IDataObject,
	IHookFunctions,
	INodeProperties,
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
import type { SignatureAlgorithm } from '../shared/webhooks';
import { firstDelivery, signatureMatches, withinReplayWindow } from '../shared/webhooks';

/**
 * How deliveries are signed. The document does not show it, so every part is an option; the
 * defaults are the scheme the README documents: `X-Signature: sha256=<hex HMAC-SHA256>` over
 * `<X-Timestamp>.<raw body>`, the timestamp in Unix seconds, a 300-second replay window, and
 * `X-Delivery-Id` naming the delivery for deduplication.
 */
const signingOptions: INodeProperties[] = [
	{
		displayName: 'Delivery ID Header',
		name: 'deliveryIdHeader',
		type: 'string',
		default: 'X-Delivery-Id',
		description: "Header naming each delivery, so a repeated delivery starts no second execution; without it the body's ID is used",
	},
	{
		displayName: 'Replay Window (Seconds)',
		name: 'replayWindow',
		type: 'number',
		default: 300,
		typeOptions: { minValue: 1 },
		description: 'Deliveries whose timestamp is further than this from now are refused',
	},
	{
		displayName: 'Signature Algorithm',
		name: 'algorithm',
		type: 'options',
		options: [
			{ name: 'HMAC-SHA1', value: 'sha1' },
			{ name: 'HMAC-SHA256', value: 'sha256' },
			{ name: 'HMAC-SHA512', value: 'sha512' },
		],
		default: 'sha256',
	},
	{
		displayName: 'Signature Encoding',
		name: 'encoding',
		type: 'options',
		options: [
			{ name: 'Base64', value: 'base64' },
			{ name: 'Hex', value: 'hex' },
		],
		default: 'hex',
	},
	{
		displayName: 'Signature Header',
		name: 'signatureHeader',
		type: 'string',
		default: 'X-Signature',
		description: 'Header carrying the signature',
	},
	{
		displayName: 'Signature Prefix',
		name: 'prefix',
		type: 'string',
		default: 'sha256=',
		description: 'Text before the digest in the signature header, e.g. sha256=',
	},
	{
		displayName: 'Timestamp Header',
		name: 'timestampHeader',
		type: 'string',
		default: 'X-Timestamp',
		description:
			'Header carrying the delivery time in Unix seconds; the signature then covers the timestamp, a dot and the raw body. Leave empty when the sender signs the body alone (no replay protection).',
	},
];

interface SigningOptions {
	deliveryIdHeader: string;
	replayWindow: number;
	algorithm: SignatureAlgorithm;
	encoding: 'hex' | 'base64';
	signatureHeader: string;
	prefix: string;
	timestampHeader: string;
}

/** The defaults above, in one place for the editor and for deliveries. */
export const SIGNING_DEFAULTS = Object.fromEntries(signingOptions.map((o) => [o.name, o.default])) as unknown as SigningOptions;

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
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				description: 'How deliveries are signed; the defaults match the scheme described in the documentation',
				options: signingOptions,
			},
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
		const options = { ...SIGNING_DEFAULTS, ...(this.getNodeParameter('options', {}) as IDataObject) } as SigningOptions;
		const request = this.getRequestObject();
		const headers = this.getHeaderData() as IDataObject;
		const header = (name: string) => (name ? (headers[name.toLowerCase()] as string | undefined) : undefined);
		const answer = (status: number, body: IDataObject): IWebhookResponseData => {
			this.getResponseObject().status(status).json(body);
			return { noWebhookResponse: true };
		};

		const raw = request.rawBody;
		if (!raw || !state.secret) return answer(401, { message: 'Delivery cannot be verified' });
		let content: Buffer = raw;
		if (options.timestampHeader) {
			const timestamp = header(options.timestampHeader);
			if (!withinReplayWindow(timestamp, options.replayWindow)) {
				return answer(401, { message: 'Delivery timestamp missing or outside the replay window' });
			}
			content = Buffer.concat([Buffer.from(`${timestamp}.`), raw]);
		}
		const verified = signatureMatches({
			secret: state.secret,
			content,
			signature: header(options.signatureHeader),
			algorithm: options.algorithm,
			encoding: options.encoding,
			prefix: options.prefix,
		});
		if (!verified) return answer(401, { message: 'Invalid or missing signature' });

		const body = this.getBodyData();
		const id = header(options.deliveryIdHeader) ?? body.id ?? body.event_id ?? createHash('sha256').update(content).digest('hex');
		if (!firstDelivery(state, String(id))) return answer(200, { received: true, duplicate: true });
		if (typeof body.event === 'string' && !wantedEvents(this).includes(body.event)) {
			return answer(200, { received: true, ignored: body.event });
		}
		return { workflowData: [this.helpers.returnJsonArray(body)] };
	}
}
