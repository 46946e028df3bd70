import type { IDataObject, IHookFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import type { RegistrationFields } from '../Recruitment/api';
import { recruitmentCredentialTest, recruitmentWebhooks } from '../Recruitment/api';
import {
	webhookEventsParameter,
	registrationFieldsOf,
	registrationFieldsParameter,
} from '../Recruitment/actions/webhookParameters';
import { TIMESTAMPED_HMAC_SHA256 } from '../shared/webhook/schemes';
import { DELIVERY_WEBHOOK, webhookTrigger } from '../shared/webhook/trigger';

/** The document does not show how deliveries are signed: every part is an option, with these defaults (see docs/nodes/RecruitmentTrigger.md). */
const SIGNING = TIMESTAMPED_HMAC_SHA256;

const fieldsOf = (ctx: IHookFunctions) =>
	registrationFieldsOf(
		ctx.getNodeParameter('registrationFields', {}) as Partial<RegistrationFields>,
	);

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

/**
 * The account's webhook configuration is ours when this node configured it for this URL, these
 * events and field names (the settings), and holds the secret; PUT replaces the configuration, so
 * repeating it never leaves a duplicate, and deactivation configures no events for the URL.
 */
const trigger = webhookTrigger({
	webhooks: (ctx) => recruitmentWebhooks(fieldsOf(ctx)),
	settings: fieldsOf,
	signing: SIGNING,
	item: withStages,
});

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
		credentials: [
			{ name: 'bizOpsRecruitmentApi', required: true, testedBy: 'bizOpsCredentialTest' },
		],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Recruitment events: candidate applied, candidate stage changed (e.g. hired), interview scheduled or completed, evaluation submitted, vacancy published or closed (webhook; credential bizOpsRecruitmentApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.recruitment',
					relationHint: 'Reads and changes the candidate or vacancy',
				},
				{ nodeType: 'n8n-nodes-bizops.payroll', relationHint: 'Hired → payroll employee' },
				{ nodeType: 'n8n-nodes-bizops.meetings', relationHint: 'Hired → onboarding meeting' },
			],
		},
		// An array literal: n8n's scanner reads it to require the webhook lifecycle.
		webhooks: [DELIVERY_WEBHOOK],
		properties: [
			{
				displayName:
					'Recruitment keeps one webhook configuration per account: activating this trigger replaces any other (another Recruitment Trigger on the same account, or Webhook → Configure), and deactivating it stops the deliveries. Use one trigger per account, choose every event it needs, and branch on the event with a Switch node.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			{
				...webhookEventsParameter,
				default: ['candidate.applied'],
				required: true,
				description:
					'The events that start the workflow; the account is configured to deliver exactly these',
			},
			registrationFieldsParameter,
			...trigger.parameters,
		],
	};

	methods = { credentialTest: recruitmentCredentialTest };

	webhookMethods = trigger.webhookMethods;

	webhook = trigger.webhook;
}
