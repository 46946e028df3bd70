import type { INodeProperties } from 'n8n-workflow';

import { locator, simplifyParameter } from '../../shared/parameters';

/** Parameters both Forms resources (and the trigger) share. */

export const formId = locator(
	'Form',
	'formId',
	'searchForms',
	'The form: its ID (a UUID) from Form → Get Many',
	'e.g. 3f2b…',
);

/** Simplify for responses: answers keyed by their field's label, with the raw answers on request. */
export const responseOutput: INodeProperties[] = [
	{
		...simplifyParameter,
		description:
			"Whether to return the response with its answers keyed by each field's label (from the form's schema) instead of the raw data",
	},
	{
		displayName: 'Keep Raw Answers',
		name: 'keepRawAnswers',
		type: 'boolean',
		default: false,
		displayOptions: { show: { simplify: [true] } },
		description:
			'Whether to also return the answers as the API gives them (value, time per field, revision count) under rawAnswers',
	},
];
