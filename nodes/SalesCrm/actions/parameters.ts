import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { choice, dropdown } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { dropEmpty } from '../../shared/values';
import { VERTICALS } from '../api';

/** Parameters several Sales CRM resources share. */

export const pipelineDropdown = dropdown('Pipeline Name or ID', 'pipeline_id', 'getPipelines', {
	description:
		'The pipeline, from Pipeline → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

export const verticalField = (description: string) =>
	choice('Vertical', 'vertical', VERTICALS, description);

/** Custom fields as a JSON object. */
export const customFieldsParameter: INodeProperties = {
	displayName: 'Custom Fields (JSON)',
	name: 'custom_fields',
	type: 'json',
	default: '{}',
	description: 'Values of the custom fields as a JSON object, e.g. {"budget": 25000}',
};

/** The given fields, with Custom Fields parsed from JSON and left out when empty. */
export function withCustomFields(fields: IDataObject, check: Checks): IDataObject {
	const { custom_fields: customFields, ...body } = dropEmpty(fields);
	if (customFields !== undefined) {
		const custom = check.jsonObject('custom_fields', customFields);
		if (Object.keys(custom).length) body.custom_fields = custom;
	}
	return body;
}
