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
 * The one webhook of every webhook trigger, as its webhook() serves it: deliveries are POSTed and
 * acknowledged on receipt (receiveDelivery answers them itself).
 */
export const DELIVERY_WEBHOOK: IWebhookDescription = {
	name: 'default',
	httpMethod: 'POST',
	responseMode: 'onReceived',
	path: 'webhook',
};

/**
 * A webhook trigger's Signature Verification parameter, its webhook methods and its webhook():
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
		signingParameter: signingParameter(spec.signing),
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
