import { crud } from './crud';
import type { Route } from '../../server';
import { ChatState } from '../state';
import { lookups } from './lookups';

/** Custom attribute definitions, with Chatwoot's fields. */
export function customAttributeRoutes(state: ChatState): Route[] {
	const { A } = lookups(state);
	return [
		...crud(
			state,
			`${A}/custom_attribute_definitions`,
			state.attributeDefinitions,
			'custom attribute definition',
			{
				attribute_display_name: { type: 'string', minLength: 1 },
				attribute_key: { type: 'string', pattern: '^[a-z0-9_]+$' },
				attribute_display_type: {
					enum: ['text', 'number', 'currency', 'percent', 'link', 'date', 'list', 'checkbox'],
				},
				attribute_model: { enum: ['conversation_attribute', 'contact_attribute', 0, 1] },
				attribute_description: { type: 'string' },
				attribute_values: { type: 'array', items: { type: 'string' } },
				regex_pattern: { type: 'string' },
			},
			['attribute_display_name', 'attribute_key', 'attribute_display_type', 'attribute_model'],
			{
				list: (records, req) => {
					const model = req.query.attribute_model;
					if (model === undefined) return records;
					return records.filter(
						(r) =>
							r.attribute_model === model ||
							['conversation_attribute', 'contact_attribute'].indexOf(r.attribute_model) ===
								Number(model),
					);
				},
				make: (body) => ({
					...body,
					attribute_model:
						typeof body.attribute_model === 'number'
							? ['conversation_attribute', 'contact_attribute'][body.attribute_model]
							: body.attribute_model,
				}),
			},
		),
	];
}
