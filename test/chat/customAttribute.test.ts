import type { Case, Collection } from './helpers';
import { A, chatTestbed, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Custom Attribute Definition → Create',
		parameters: () => ({
			resource: 'customAttribute',
			operation: 'create',
			attribute_display_name: 'Plan',
			attribute_key: 'plan',
			attribute_display_type: 'list',
			attribute_model: 'contact_attribute',
			additionalFields: { attribute_values: 'free, gold' },
		}),
		request: {
			method: 'POST',
			route: `${A}/custom_attribute_definitions`,
			body: {
				attribute_display_name: 'Plan',
				attribute_key: 'plan',
				attribute_display_type: 'list',
				attribute_model: 'contact_attribute',
				attribute_values: ['free', 'gold'],
			},
		},
		output: (json) =>
			expect(json).toMatchObject({ attribute_key: 'plan', attribute_values: ['free', 'gold'] }),
	},
];

const collections: Collection[] = [
	{
		resource: 'customAttribute',
		route: `${A}/custom_attribute_definitions`,
		idParameter: 'definitionId',
		make: () => ({
			attribute_display_name: 'Tier',
			attribute_key: 'tier',
			attribute_display_type: 'text',
			attribute_model: 'conversation_attribute',
		}),
		update: { attribute_description: 'Support tier' },
		updated: { attribute_key: 'tier', attribute_description: 'Support tier' },
	},
];

operationCases(bed, cases, collections);

refusedBeforeAnyRequest(bed, [
	[
		'definition key',
		{
			resource: 'customAttribute',
			operation: 'create',
			attribute_display_name: 'P',
			attribute_key: 'Has Space',
			attribute_display_type: 'text',
			attribute_model: 'contact_attribute',
		},
		/^Key \(attribute_key\): may hold only lowercase/,
	],
]);
