import type { INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { labelled, text } from '../../../shared/parameters';
import { splitList } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { accountPath } from '../../api';
import { idParameter } from '../parameters';

export const definitionId = idParameter('Custom Attribute Definition', 'definitionId');

export const attributeModelParameter: INodeProperties = {
	displayName: 'Applies To',
	name: 'attribute_model',
	description:
		'Records the attribute belongs to: contact_attribute (contacts) or conversation_attribute (conversations)',
	type: 'options',
	options: [
		{ name: 'Contacts', value: 'contact_attribute' },
		{ name: 'Conversations', value: 'conversation_attribute' },
	],
	default: 'contact_attribute',
};

const ATTRIBUTE_TYPES = [
	'text',
	'number',
	'currency',
	'percent',
	'link',
	'date',
	'list',
	'checkbox',
];

/** What Custom Attribute Definition → Create and Update send (Chatwoot's fields: the document shows none). */
export const definitionWrite: WriteSpec = {
	path: accountPath('/custom_attribute_definitions'),
	id: definitionId,
	required: [
		text('Display Name', 'attribute_display_name', 'Name shown to agents', { required: true }),
		text(
			'Key',
			'attribute_key',
			'Key the values are stored under: lowercase letters, digits and underscores',
			{ required: true, placeholder: 'e.g. plan' },
		),
		{
			displayName: 'Type',
			name: 'attribute_display_type',
			description:
				'Kind of value the attribute holds, e.g. text, number, date or list (list takes List Values)',
			type: 'options',
			options: labelled(ATTRIBUTE_TYPES),
			default: 'text',
		},
		attributeModelParameter,
	],
	optional: [
		text('Description', 'attribute_description', 'What the attribute means'),
		text('List Values', 'attribute_values', 'Comma-separated choices of a List attribute'),
	],
	toBody(fields, check) {
		const body = dropEmpty(fields);
		check.matches(
			'attribute_key',
			body.attribute_key,
			/^[a-z0-9_]+$/,
			'may hold only lowercase letters, digits and underscores',
		);
		if ('attribute_values' in body) body.attribute_values = splitList(body.attribute_values);
		return body;
	},
};
