import type {
	IDataObject,
	IHookFunctions,
	INodeProperties,
	INodePropertyOptions,
	IWebhookDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';

import { splitList } from '../validation';
import type { SigningScheme } from './delivery';
import { receiveDelivery, signingParameter } from './delivery';
import type { RemoteWebhooks, SettingsOf } from './registration';
import { webhookLifecycle } from './registration';

/** What n8n calls on activation and deactivation: the interface's own way to register a webhook. */
export interface WebhookLifecycle {
	checkExists(this: IHookFunctions): Promise<boolean>;
	create(this: IHookFunctions): Promise<boolean>;
	delete(this: IHookFunctions): Promise<boolean>;
}

/**
 * How a trigger's webhook comes to be: through the interface's webhook client (its api.ts), with
 * the one lifecycle every registration API gets (webhookLifecycle); or, where the interface has no
 * registration API (Billing: its URL is pasted in the dashboard), a lifecycle of its own that
 * registers nothing.
 */
type Registration =
	| {
			/** The interface's webhook client; a function where it depends on the node's parameters */
			webhooks: RemoteWebhooks | ((ctx: IHookFunctions) => RemoteWebhooks);
			/** What else a registration is made with, beside URL and events */
			settings?: SettingsOf;
			lifecycle?: never;
	  }
	| { lifecycle: WebhookLifecycle; webhooks?: never; settings?: never };

/** What is special about one webhook trigger; everything else is the same for all of them. */
export type WebhookTriggerSpec = Registration & {
	/** The signing scheme's defaults, each an option of the trigger's Signature Verification */
	signing: SigningScheme;
	/** The secret deliveries are signed with; by default the one activation stored */
	secret?(ctx: IWebhookFunctions): Promise<string>;
	/** false where the user turned verification off */
	verify?(ctx: IWebhookFunctions): boolean;
	/** Why an accepted delivery starts nothing (answered 200), e.g. filtered out by an option */
	skip?(ctx: IWebhookFunctions, body: IDataObject): string | undefined;
	/** The item a delivery becomes; by default its body */
	item?(body: IDataObject): IDataObject;
};

/**
 * The event kinds a trigger listens to, as it registers them and filters deliveries: those chosen
 * in Events and, where the node has it, those typed in Other Event Kinds; sorted, without repeats.
 */
function wantedEvents(ctx: IHookFunctions | IWebhookFunctions): string[] {
	const chosen = ctx.getNodeParameter('events', []) as string[];
	const others = splitList(ctx.getNodeParameter('otherEvents', ''));
	return [...new Set([...chosen, ...others])].sort();
}

/** The Events parameter of a webhook trigger that registers exactly the kinds chosen. */
export const triggerEventsParameter = (
	options: INodePropertyOptions[],
	defaultEvent: string,
	description = 'Event kinds that start the workflow; the webhook is registered for exactly these',
): INodeProperties => ({
	displayName: 'Events',
	name: 'events',
	type: 'multiOptions',
	options,
	default: [defaultEvent],
	required: true,
	description,
});

/**
 * Respond, on every webhook trigger: when n8n answers a delivery that starts an execution. n8n's
 * own names for the two modes (its Webhook node's Respond), read by DELIVERY_WEBHOOK.
 */
export const RESPOND_PARAMETER: INodeProperties = {
	displayName: 'Respond',
	name: 'responseMode',
	type: 'options',
	options: [
		{
			name: 'Immediately',
			value: 'onReceived',
			description:
				'Answer 200 as soon as the execution is queued; if it then fails or is lost, the service does not deliver the event again',
		},
		{
			name: 'When the Workflow Finishes',
			value: 'lastNode',
			description:
				'Answer 200 only once the execution succeeded; 500, or none before the service gives up waiting, when it failed or was lost, so the service delivers the event again',
		},
	],
	default: 'onReceived',
	description:
		'When the service is answered (see Queue mode in the docs); refused and filtered deliveries are answered at once either way',
};

/**
 * The one webhook of every webhook trigger, as its webhook() serves it: deliveries are POSTed;
 * those receiveDelivery does not answer itself (refused, filtered, copies) are answered when the
 * trigger's Respond says. n8n evaluates these as expressions of the trigger's parameters: a
 * workflow saved before Respond existed answers on receipt. `firstEntryJson` is n8n's own default
 * where a webhook names no response data, so Immediately answers as it always did; after the
 * workflow, the answer carries no data of it (`noData`), whatever its last node output.
 */
export const DELIVERY_WEBHOOK: IWebhookDescription = {
	name: 'default',
	httpMethod: 'POST',
	responseMode: '={{$parameter["responseMode"] || "onReceived"}}',
	responseData: '={{$parameter["responseMode"] === "lastNode" ? "noData" : "firstEntryJson"}}',
	path: 'webhook',
};

/**
 * A webhook trigger's parameters (Signature Verification, Respond), its webhook methods and its webhook():
 * every delivery verified, filtered by kind, given its eventId and acknowledged in one place
 * (receiveDelivery), registered for the wanted events through the interface's webhook client.
 */
export function webhookTrigger(spec: WebhookTriggerSpec) {
	const lifecycleOf = (ctx: IHookFunctions): WebhookLifecycle => {
		if (spec.lifecycle) return spec.lifecycle;
		const remote = typeof spec.webhooks === 'function' ? spec.webhooks(ctx) : spec.webhooks;
		return webhookLifecycle(remote, wantedEvents, spec.settings);
	};
	return {
		/** The last of the trigger's parameters */
		parameters: [signingParameter(spec.signing), RESPOND_PARAMETER],
		webhookMethods: {
			default: {
				async checkExists(this: IHookFunctions): Promise<boolean> {
					return await lifecycleOf(this).checkExists.call(this);
				},
				async create(this: IHookFunctions): Promise<boolean> {
					return await lifecycleOf(this).create.call(this);
				},
				async delete(this: IHookFunctions): Promise<boolean> {
					return await lifecycleOf(this).delete.call(this);
				},
			},
		},
		async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
			const secret = spec.secret
				? await spec.secret(this)
				: String(this.getWorkflowStaticData('node').secret ?? '');
			return receiveDelivery(this, {
				secret,
				defaults: spec.signing,
				wanted: wantedEvents(this),
				verify: spec.verify?.(this) ?? true,
				skip: spec.skip,
				item: spec.item,
			});
		},
	};
}
