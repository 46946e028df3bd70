import type { INodeProperties } from 'n8n-workflow';

import type { WriteSpec } from '../../../shared/crud';
import { dateTime, dropdown, locator, number, text } from '../../../shared/parameters';
import { customFieldsParameter, withCustomFields } from '../parameters';

/** The deal operations point at, picked from a searchable list or given by ID. */
export const dealId = locator('Deal', 'dealId', 'searchDeals', 'From Deal → Get Many');

/**
 * Stages of the pipeline chosen on the node (Create, the Get Many filter, Update Fields), or
 * on Update, of the deal's pipeline when no other is chosen.
 */
export const stageDropdown = (dependsOn: string[], extra: Partial<INodeProperties> = {}) =>
	dropdown('Stage Name or ID', 'stage_id', 'getStages', {
		description:
			'Stage of the pipeline, as Pipeline → Get lists them. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		...extra,
		typeOptions: { loadOptionsDependsOn: dependsOn },
	});

export const ownerDropdown = dropdown('Owner Name or ID', 'owner_id', 'getOwners', {
	description:
		'User of the Sales CRM who owns the deal. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

/** Simplify keeps what a workflow usually reads of a deal. */
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

/** What Deal → Create and Update send. */
export const dealWrite: WriteSpec = {
	path: '/deals',
	id: dealId,
	required: [
		text('Name', 'name', 'Name of the deal', { required: true }),
		locator(
			'Pipeline',
			'pipeline_id',
			'searchPipelines',
			'Pipeline the deal runs through, from Pipeline → Get Many',
		),
		// Create shows the pipeline as a locator; Update Fields has it as plain text and a deal to fall back on.
		stageDropdown(['pipeline_id.value', 'updateFields.pipeline_id', 'dealId.value'], {
			required: true,
		}),
	],
	optional: [
		text('Contact ID', 'contact_id', 'ID of the contact the deal is with, from Contact → Get Many'),
		number('Value', 'value', "Amount in the deal's Currency, e.g. 25000", {
			typeOptions: { minValue: 0 },
		}),
		text('Currency', 'currency', 'ISO 4217 code, e.g. EUR', { placeholder: 'EUR' }),
		dateTime('Expected Close Date', 'expected_close_date', 'Expected close date, e.g. 2026-03-02'),
		ownerDropdown,
		customFieldsParameter,
	],
	toBody(fields, check) {
		const body = withCustomFields(fields, check);
		check.numberBetween('value', body.value, 0);
		if (body.currency) body.currency = check.currency('currency', body.currency);
		if ('expected_close_date' in body)
			body.expected_close_date = check.isoDay('expected_close_date', body.expected_close_date);
		return body;
	},
};
