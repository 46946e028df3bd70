/** JSON schemas of the Workspace CRM's request bodies. */

const nullableString = { type: ['string', 'null'] };
const addressIds = {
	addressCountryId: { type: ['integer', 'null'] },
	addressStateId: { type: ['integer', 'null'] },
	addressCityId: { type: ['integer', 'null'] },
};
const emailSchema = { type: ['string', 'null'], pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };

export const contactProperties = {
	firstName: { type: 'string', minLength: 1, maxLength: 100 },
	lastName: { type: 'string', minLength: 1, maxLength: 100 },
	email: emailSchema,
	phone: nullableString,
	mobile: nullableString,
	companyId: nullableString,
	position: nullableString,
	sourceId: nullableString,
	ownerId: nullableString,
	score: { type: 'integer', minimum: 0, maximum: 100 },
	tagIds: { type: 'array', items: { type: 'string' } },
	customData: { type: 'object' },
	...addressIds,
};
export const companyProperties = {
	name: { type: 'string', minLength: 1, maxLength: 200 },
	website: nullableString,
	industry: nullableString,
	employeeCount: { type: ['integer', 'null'], minimum: 0 },
	annualRevenue: { type: ['integer', 'null'], minimum: 0 },
	currency: { type: ['string', 'null'], maxLength: 3 },
	phone: nullableString,
	email: emailSchema,
	description: nullableString,
	ownerId: nullableString,
	tags: { type: 'array', items: { type: 'string' } },
	customData: { type: 'object' },
	...addressIds,
};
