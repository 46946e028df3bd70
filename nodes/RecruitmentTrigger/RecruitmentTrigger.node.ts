import { randomBytes } from 'crypto';
import type { IDataObject, IHookFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import type { RegistrationFields } from '../Recruitment/api';
import { configureWebhooks } from '../Recruitment/api';
import {
	eventsParameter,
	registrationFieldsOf,
	registrationFieldsParameter,
} from '../Recruitment/actions/webhookParameters';
import { TIMESTAMPED_HMAC_SHA256 } from '../shared/webhook/schemes';
import type { WebhookLifecycle } from '../shared/webhook/trigger';
import { wantedEvents, webhookTrigger } from '../shared/webhook/trigger';

/** The document does not show how deliveries are signed: every part is an option, with these defaults (see the README). */
const SIGNING = TIMESTAMPED_HMAC_SHA256;

/** What this trigger configured, kept in static data: the configuration cannot be read back. */
interface Configured extends IDataObject {
	url?: string;
	events?: string[];
	secret?: string;
	fields?: string;
}

const fieldsOf = (ctx: IHookFunctions) =>
	registrationFieldsOf(
		ctx.getNodeParameter('registrationFields', {}) as Partial<RegistrationFields>,
	);
const ourUrl = (ctx: IHookFunctions) => ctx.getNodeWebhookUrl('default') as string;

/** The previous and new stage of a stage change, at the top of the item, wherever the payload puts them. */
function withStages(body: IDataObject): IDataObject {
	if (body.event !== 'candidate.stage_changed' && body.type !== 'candidate.stage_changed')
		return body;
	const data = (body.data && typeof body.data === 'object' ? body.data : {}) as IDataObject;
	return {
		...body,
		previous_stage: body.previous_stage ?? data.previous_stage ?? null,
		new_stage: body.new_stage ?? data.new_stage ?? data.stage ?? null,
	};
}

const lifecycle: WebhookLifecycle = {
	/** Ours when this node configured the account for this URL, these events and field names, and holds the secret. */
	async checkExists(this: IHookFunctions): Promise<boolean> {
		const state = this.getWorkflowStaticData('node') as Configured;
		const current =
			Boolean(state.secret) &&
			state.url === ourUrl(this) &&
			JSON.stringify(state.events) === JSON.stringify(wantedEvents(this)) &&
			state.fields === JSON.stringify(fieldsOf(this));
		return current;
	},
	/** PUT replaces the account's configuration, so repeating it never leaves a duplicate. */
	async create(this: IHookFunctions): Promise<boolean> {
		const state = this.getWorkflowStaticData('node') as Configured;
		const secret = randomBytes(32).toString('hex');
		const fields = fieldsOf(this);
		const url = ourUrl(this);
		const events = wantedEvents(this);
		await configureWebhooks(this, fields, { url, events, secret });
		Object.assign(state, { url, events, secret, fields: JSON.stringify(fields) });
		return true;
	},
	/** Configures the account to deliver no events to this URL. */
	async delete(this: IHookFunctions): Promise<boolean> {
		const state = this.getWorkflowStaticData('node') as Configured;
		if (state.url) await configureWebhooks(this, fieldsOf(this), { url: state.url, events: [] });
		for (const key of ['url', 'events', 'secret', 'fields']) delete state[key];
		return true;
	},
};

const trigger = webhookTrigger({ lifecycle, signing: SIGNING, item: withStages });

export class RecruitmentTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Recruitment Trigger',
		name: 'recruitmentTrigger',
		icon: {
			light: 'file:../../icons/recruitment.svg',
			dark: 'file:../../icons/recruitment.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description:
			'Starts the workflow when vacancies, candidates, interviews or evaluations change in BizOps Recruitment',
		defaults: { name: 'BizOps Recruitment Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsRecruitmentApi', required: true }],
		// Literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [
			{
				displayName:
					'Recruitment keeps one webhook configuration per account: activating this trigger replaces any other (another Recruitment Trigger on the same account, or Webhook → Configure), and deactivating it stops the deliveries. Use one trigger per account, choose every event it needs, and branch on the event with a Switch node.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			{
				...eventsParameter,
				default: ['candidate.applied'],
				required: true,
				description:
					'The events that start the workflow; the account is configured to deliver exactly these',
			},
			registrationFieldsParameter,
			trigger.signingParameter,
		],
	};

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
