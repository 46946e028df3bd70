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

import { PAYMENT_EVENTS, payments } from '../Payments/api';
import type { SigningScheme } from '../shared/signing';
import { receiveDelivery, signingParameter } from '../shared/signing';
import { apiRequest } from '../shared/transport';

/** Doc 002 does not show how payments deliveries are signed: these defaults are options. */
const SIGNING: SigningScheme = {
	signatureHeader: 'x-signature',
	timestampHeader: '',
	signedContent: 'body',
	algorithm: 'sha256',
	encoding: 'hex',
	prefix: '',
	replayWindowSeconds: 300,
	deliveryIdHeader: '',
};

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

async function remoteWebhooks(ctx: IHookFunctions): Promise<IDataObject[]> {
	const response = await apiRequest.call(ctx, payments, { method: 'GET', path: '/webhooks' });
	return (Array.isArray(response) ? response : (response?.data ?? [])) as IDataObject[];
}

export class PaymentsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Payments Trigger',
		name: 'paymentsTrigger',
		icon: { light: 'file:../../icons/payments.svg', dark: 'file:../../icons/payments.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description: 'Starts the workflow when payments complete, fail or are refunded, or a settlement completes, in BizOps Payments',
		defaults: { name: 'BizOps Payments Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsPaymentsApi', required: true }],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
		properties: [
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: PAYMENT_EVENTS,
				default: ['payment.completed'],
				required: true,
				description: 'Event kinds that start the workflow; the webhook is registered for exactly these',
			},
			signingParameter(SIGNING),
		],
	};

	webhookMethods = {
		default: {
			/** Finds our webhook by URL; repairs a stale event set, removes duplicates and webhooks we lost the secret of. */
			async checkExists(this: IHookFunctions): Promise<boolean> {
				const staticData = this.getWorkflowStaticData('node');
				const url = this.getNodeWebhookUrl('default') as string;
				const events = this.getNodeParameter('events') as string[];
				const ours = (await remoteWebhooks(this)).filter((hook) => hook.url === url);
				const keep = ours.find((hook) => hook.id === staticData.webhookId && staticData.secret);
				for (const hook of ours) {
					if (hook !== keep) await apiRequest.call(this, payments, { method: 'DELETE', path: `/webhooks/${encodeURIComponent(String(hook.id))}` });
				}
				if (!keep) {
					delete staticData.webhookId;
					delete staticData.secret;
					return false;
				}
				if (!sameSet(keep.events as string[], events) || keep.active !== true) {
					await apiRequest.call(this, payments, { method: 'PATCH', path: `/webhooks/${encodeURIComponent(String(keep.id))}`, body: { events, active: true } });
				}
				return true;
			},

			async create(this: IHookFunctions): Promise<boolean> {
				const staticData = this.getWorkflowStaticData('node');
				const secret = randomBytes(32).toString('hex');
				const body = { url: this.getNodeWebhookUrl('default'), events: this.getNodeParameter('events') as string[], secret };
				const response = await apiRequest.call(this, payments, { method: 'POST', path: '/webhooks', body });
				staticData.webhookId = response.data.id;
				staticData.secret = secret;
				return true;
			},

			/** A webhook already gone counts as deleted. */
			async delete(this: IHookFunctions): Promise<boolean> {
				const staticData = this.getWorkflowStaticData('node');
				const id = staticData.webhookId as string | undefined;
				if (id && (await remoteWebhooks(this)).some((hook) => hook.id === id)) {
					await apiRequest.call(this, payments, { method: 'DELETE', path: `/webhooks/${encodeURIComponent(id)}` });
				}
				delete staticData.webhookId;
				delete staticData.secret;
				return true;
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return receiveDelivery(this, {
			secret: String(this.getWorkflowStaticData('node').secret ?? ''),
			defaults: SIGNING,
			wanted: this.getNodeParameter('events') as string[],
		});
	}
}
