import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { WriteSpec } from '../../shared/crud';
import { choice, dropdown, locator, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { checks, splitList } from '../../shared/validation';
import { dropEmpty } from '../../shared/values';
import { ACTIVITY_TYPES, VERTICALS, salesCrmRequest } from '../api';

/** Parameters several Sales CRM operations share. */

/** The records operations point at, picked from searchable lists or given by ID. */
export const contactId = locator(
	'Contact',
	'contactId',
	'searchContacts',
	'The contact to work on',
);
export const dealId = locator('Deal', 'dealId', 'searchDeals', 'The deal to work on');
export const pipelineId = locator(
	'Pipeline',
	'pipelineId',
	'searchPipelines',
	'The pipeline to work on',
);
export const automationId = text('Automation ID', 'automationId', 'ID of the automation', {
	required: true,
});
export const activityId = text('Activity ID', 'activityId', 'ID of the activity', {
	required: true,
});
export const webhookId = text('Webhook ID', 'webhookId', 'ID of the webhook', { required: true });

export const pipelineDropdown = dropdown('Pipeline Name or ID', 'pipeline_id', 'getPipelines');

/**
 * Stages of the pipeline chosen on the node (Create, the Get Many filter, Update Fields), or
 * on Update, of the deal's pipeline when no other is chosen.
 */
export const stageDropdown = (dependsOn: string[], extra: Partial<INodeProperties> = {}) =>
	dropdown('Stage Name or ID', 'stage_id', 'getStages', {
		...extra,
		typeOptions: { loadOptionsDependsOn: dependsOn },
	});

export const ownerDropdown = dropdown('Owner Name or ID', 'owner_id', 'getOwners');

export const verticalField = (description: string) =>
	choice('Vertical', 'vertical', VERTICALS, description);

/** Custom fields as a JSON object. */
const customFieldsParameter: INodeProperties = {
	displayName: 'Custom Fields (JSON)',
	name: 'custom_fields',
	type: 'json',
	default: '{}',
	description: 'Values of the custom fields as a JSON object, e.g. {"budget": 25000}',
};

/** The given fields, with Custom Fields parsed from JSON and left out when empty. */
function withCustomFields(fields: IDataObject, check: Checks): IDataObject {
	const { custom_fields: customFields, ...body } = dropEmpty(fields);
	if (customFields !== undefined) {
		const custom = check.jsonObject('custom_fields', customFields);
		if (Object.keys(custom).length) body.custom_fields = custom;
	}
	return body;
}

/** Simplify keeps what a workflow usually reads of a contact or a deal. */
export const simplifiedContactKeys = [
	'id',
	'name',
	'email',
	'phone',
	'company',
	'position',
	'vertical',
	'tags',
	'created_at',
	'updated_at',
];
export const simplifiedDealKeys = [
	'id',
	'name',
	'contact',
	'pipeline',
	'stage',
	'value',
	'currency',
	'status',
	'expected_close_date',
	'owner',
	'updated_at',
];

/** What Contact → Create and Update send. */
export const contactWrite: WriteSpec = {
	path: '/contacts',
	id: contactId,
	required: [text('Name', 'name', 'Full name of the contact', { required: true })],
	optional: [
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Phone', 'phone', 'Phone number, country code included'),
		text('Company', 'company', 'Name of the company the contact works for'),
		text('Position', 'position', 'Job title'),
		text('Tags', 'tags', 'Comma-separated tags (replaces the current tags)'),
		verticalField('Industry vertical the contact belongs to'),
		customFieldsParameter,
	],
	toBody(fields, check) {
		const body = withCustomFields(fields, check);
		if ('tags' in body) body.tags = splitList(body.tags);
		check.maxLength('name', body.name, 255);
		check.email('email', body.email);
		check.oneOf('vertical', body.vertical, VERTICALS);
		return body;
	},
};

/** What Deal → Create and Update send. */
export const dealWrite: WriteSpec = {
	path: '/deals',
	id: dealId,
	required: [
		text('Name', 'name', 'Name of the deal', { required: true }),
		locator('Pipeline', 'pipeline_id', 'searchPipelines', 'Pipeline the deal runs through'),
		// Create shows the pipeline as a locator; Update Fields has it as plain text and a deal to fall back on.
		stageDropdown(['pipeline_id.value', 'updateFields.pipeline_id', 'dealId.value'], {
			required: true,
		}),
	],
	optional: [
		text('Contact ID', 'contact_id', 'ID of the contact the deal is with'),
		{
			displayName: 'Value',
			name: 'value',
			type: 'number',
			default: 0,
			typeOptions: { minValue: 0 },
			description: 'Amount of the deal',
		},
		text('Currency', 'currency', 'ISO 4217 code, e.g. EUR', { placeholder: 'EUR' }),
		{
			displayName: 'Expected Close Date',
			name: 'expected_close_date',
			type: 'dateTime',
			default: '',
			description: 'When the deal is expected to close (sent as a date)',
		},
		ownerDropdown,
		customFieldsParameter,
	],
	toBody(fields, check) {
		const body = withCustomFields(fields, check);
		check.numberBetween('value', body.value, 0, Number.MAX_SAFE_INTEGER);
		check.currency('currency', body.currency);
		if (body.currency) body.currency = String(body.currency).toUpperCase();
		if ('expected_close_date' in body)
			body.expected_close_date = check
				.isoDate('expected_close_date', body.expected_close_date)
				?.slice(0, 10);
		return body;
	},
};

const stagesParameter: INodeProperties = {
	displayName: 'Stages',
	name: 'stages',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Stage',
	default: {},
	description: 'The stages in order, each with the probability (0-100) that a deal in it closes',
	options: [
		{
			displayName: 'Stage',
			name: 'stage',
			values: [
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					description: 'Name of the stage',
				},
				{
					displayName: 'Probability',
					name: 'probability',
					type: 'number',
					default: 10,
					typeOptions: { minValue: 0, maxValue: 100 },
					description: 'Chance in percent that a deal in this stage closes',
				},
			],
		},
	],
};

/** What Pipeline → Create and Update send. */
export const pipelineWrite: WriteSpec = {
	path: '/pipelines',
	id: pipelineId,
	required: [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			required: true,
			description: 'Name of the pipeline',
		},
		{ ...stagesParameter, required: true },
	],
	optional: [verticalField('Industry vertical the pipeline serves')],
	toBody(fields, check, partial) {
		const body = dropEmpty(fields);
		check.oneOf('vertical', body.vertical, VERTICALS);
		if ('stages' in fields) {
			const stages =
				((fields.stages as IDataObject | undefined)?.stage as IDataObject[] | undefined) ?? [];
			stages.forEach((stage, index) => {
				check.required(`stages[${index}].name`, stage.name);
				check.required(`stages[${index}].probability`, stage.probability);
				check.numberBetween(`stages[${index}].probability`, stage.probability, 0, 100);
			});
			if (stages.length)
				body.stages = stages.map((s) => ({ name: s.name, probability: Number(s.probability) }));
			else delete body.stages;
		}
		if (!partial && !body.stages) check.fail('stages', 'add at least one stage');
		return body;
	},
};

/** What Activity → Create and Update send. */
export const activityWrite: WriteSpec = {
	path: '/activities',
	id: activityId,
	required: [
		choice('Type', 'type', ACTIVITY_TYPES, 'Kind of activity', { required: true }),
		text('Subject', 'subject', 'Short title of the activity', { required: true }),
	],
	optional: [
		text('Contact ID', 'contact_id', 'Contact the activity is about'),
		text('Deal ID', 'deal_id', 'Deal the activity is about'),
		text('Description', 'description', 'Details of the activity', { typeOptions: { rows: 3 } }),
		{
			displayName: 'Duration (Minutes)',
			name: 'duration_minutes',
			type: 'number',
			default: 30,
			typeOptions: { minValue: 0 },
			description: 'How long the activity takes',
		},
		{
			displayName: 'Completed',
			name: 'completed',
			type: 'boolean',
			default: false,
			description: 'Whether the activity is done',
		},
	],
	toBody(fields, check) {
		const body = dropEmpty(fields);
		check.oneOf('type', body.type, ACTIVITY_TYPES);
		check.maxLength('subject', body.subject, 255);
		check.integerBetween('duration_minutes', body.duration_minutes, 0, 100_000);
		return body;
	},
};

/** The period options of the pipeline and team reports. */
export const reportPeriod: INodeProperties[] = [
	{
		displayName: 'From',
		name: 'from',
		type: 'dateTime',
		default: '',
		description: 'Start of the period',
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'dateTime',
		default: '',
		description: 'End of the period',
	},
];

/**
 * A report is one GET: its Options, and the `required` parameters before them, as the query;
 * the answer is one item.
 */
export async function getReport(
	ctx: IExecuteFunctions,
	itemIndex: number,
	report: { path: string; required?: string[]; validate?(check: Checks, qs: IDataObject): void },
): Promise<IDataObject> {
	const check = checks(ctx, itemIndex);
	const qs = dropEmpty(ctx.getNodeParameter('options', itemIndex, {}) as IDataObject);
	for (const name of report.required ?? []) {
		qs[name] = ctx.getNodeParameter(name, itemIndex, '');
		check.required(name, qs[name]);
	}
	for (const date of ['from', 'to']) if (date in qs) qs[date] = check.isoDate(date, qs[date]);
	report.validate?.(check, qs);
	return await salesCrmRequest.call(ctx, { method: 'GET', path: report.path, qs });
}
