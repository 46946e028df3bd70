import { ApiFailure } from '../server';

export const filterBody = {
	type: 'object',
	required: ['payload'],
	properties: {
		payload: {
			type: 'array',
			minItems: 1,
			items: {
				type: 'object',
				required: ['attribute_key', 'filter_operator'],
				properties: {
					attribute_key: { type: 'string', minLength: 1 },
					filter_operator: {
						enum: [
							'equal_to',
							'not_equal_to',
							'contains',
							'does_not_contain',
							'is_present',
							'is_not_present',
							'is_greater_than',
							'is_less_than',
							'days_before',
						],
					},
					values: { type: 'array' },
					query_operator: { enum: ['AND', 'OR', 'and', 'or', null] },
				},
			},
		},
	},
};

export const id = { type: 'integer', minimum: 1 };

export const enumOrNumber = (names: string[]) => ({
	anyOf: [{ enum: names }, { type: 'integer', minimum: 0, maximum: names.length - 1 }],
});

export function page(query: Record<string, string>) {
	const value = query.page === undefined ? 1 : Number(query.page);
	if (!Number.isInteger(value) || value < 1)
		throw new ApiFailure(400, 'invalid_parameter', 'page must be a positive integer');
	return value;
}
