import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { WriteSpec } from '../../shared/crud';
import { dropdown, locator, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { splitList } from '../../shared/validation';
import { dropEmpty } from '../../shared/values';

/** Parameters several Workspace CRM operations share. */

export const contactId = locator(
	'Contact',
	'contactId',
	'searchContacts',
	'The contact to work on',
	'e.g. 6f1c2a',
);

export const companyId = locator(
	'Company',
	'companyId',
	'searchCompanies',
	'The company to work on',
	'e.g. 9b3e7d',
);

/** The country and state whose states and cities the Geo operations list. */
export const countryParameter = dropdown('Country Name or ID', 'countryId', 'getCountries', {
	required: true,
});

export const stateParameter = dropdown('State Name or ID', 'stateId', 'getStates', {
	required: true,
	typeOptions: { loadOptionsDependsOn: ['countryId'] },
});

/** Body fields shared by contacts and companies. */
const customDataFields: INodeProperties[] = [
	{
		displayName: 'Custom Data',
		name: 'customData',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Custom Field',
		default: {},
		description: 'Values of the custom fields configured for this entity in the workspace settings',
		options: [
			{
				displayName: 'Field',
				name: 'values',
				values: [
					{ displayName: 'Key', name: 'key', type: 'string', default: '' },
					{ displayName: 'Value', name: 'value', type: 'string', default: '' },
				],
			},
		],
	},
	{
		displayName: 'Custom Data (JSON)',
		name: 'customDataJson',
		type: 'json',
		default: '{}',
		description:
			'Custom field values as a JSON object; key/value pairs above override the same keys',
	},
];

/** The address dropdowns sit in Additional Fields on create and in Update Fields on update. */
const addressFields: INodeProperties[] = [
	dropdown('Country Name or ID', 'addressCountryId', 'getCountries'),
	dropdown('State Name or ID', 'addressStateId', 'getStates', {
		typeOptions: {
			loadOptionsDependsOn: ['additionalFields.addressCountryId', 'updateFields.addressCountryId'],
		},
	}),
	dropdown('City Name or ID', 'addressCityId', 'getCities', {
		typeOptions: {
			loadOptionsDependsOn: ['additionalFields.addressStateId', 'updateFields.addressStateId'],
		},
	}),
];

/** Custom data from key/value pairs and/or JSON (pairs win on the same key). */
function customDataFrom(fields: IDataObject, check: Checks): IDataObject | undefined {
	const pairs =
		((fields.customData as IDataObject | undefined)?.values as IDataObject[] | undefined) ?? [];
	if (pairs.length === 0 && fields.customDataJson === undefined) return undefined;
	const data = check.jsonObject('customDataJson', fields.customDataJson);
	for (const { key, value } of pairs) {
		check.required('customData key', key);
		data[String(key)] = value;
	}
	return data;
}

/** Fields both bodies end with; the tag list is `tagIds` on contacts and `tags` on companies. */
const sharedFields = (tagsName: string): INodeProperties[] => [
	text('Tag IDs', tagsName, 'Comma-separated IDs of the tags to set (replaces the current tags)'),
	...customDataFields,
	...addressFields,
];

/** The given fields of either body, converted: tag IDs to a list, address ids to integers, custom data merged. */
function commonBody(fields: IDataObject, check: Checks, tagsName: string): IDataObject {
	const { customData, customDataJson, ...plain } = fields;
	const body = dropEmpty(plain);
	if (tagsName in body) body[tagsName] = splitList(body[tagsName]);
	for (const key of ['addressCountryId', 'addressStateId', 'addressCityId']) {
		if (key in body) {
			check.integerBetween(key, body[key], 1, Number.MAX_SAFE_INTEGER);
			body[key] = Number(body[key]);
		}
	}
	const merged = customDataFrom({ customData, customDataJson }, check);
	if (merged) body.customData = merged;
	return body;
}

const integer = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'number',
	default: 0,
	typeOptions: { minValue: 0 },
	description,
});

/** Create and Update of a contact: the same fields, whole on create, partial on update. */
export const contactWrite: WriteSpec = {
	path: '/contacts',
	id: contactId,
	required: [
		text('First Name', 'firstName', 'Given name, at most 100 characters', { required: true }),
		text('Last Name', 'lastName', 'Family name, at most 100 characters', { required: true }),
	],
	optional: [
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Phone', 'phone', 'Main phone, country code included'),
		text('Mobile', 'mobile', 'Alternative phone'),
		text('Company ID', 'companyId', 'ID of the company the contact belongs to'),
		text('Position', 'position', 'Job title'),
		text('Source ID', 'sourceId', 'ID of the origin source'),
		text('Owner ID', 'ownerId', 'Responsible user; defaults to the user the token belongs to'),
		{
			displayName: 'Score',
			name: 'score',
			type: 'number',
			default: 0,
			typeOptions: { minValue: 0, maxValue: 100 },
			description: 'Lead score from 0 to 100',
		},
		...sharedFields('tagIds'),
	],
	toBody(fields, check) {
		const body = commonBody(fields, check, 'tagIds');
		check.maxLength('firstName', body.firstName, 100);
		check.maxLength('lastName', body.lastName, 100);
		check.email('email', body.email);
		check.integerBetween('score', body.score, 0, 100);
		return body;
	},
};

/** Create and Update of a company: the same fields, whole on create, partial on update. */
export const companyWrite: WriteSpec = {
	path: '/companies',
	id: companyId,
	required: [text('Name', 'name', 'Company name, at most 200 characters', { required: true })],
	optional: [
		text('Website', 'website', 'Full URL including the protocol', {
			placeholder: 'https://example.com',
		}),
		text('Industry', 'industry', 'Sector'),
		integer('Employee Count', 'employeeCount', 'Approximate number of employees'),
		integer('Annual Revenue', 'annualRevenue', 'In the currency given'),
		text('Currency', 'currency', 'ISO 4217 code of the annual revenue', { placeholder: 'EUR' }),
		text('Phone', 'phone', 'Main phone'),
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Description', 'description', 'Free text about the company', { typeOptions: { rows: 3 } }),
		text('Owner ID', 'ownerId', 'Responsible user; defaults to the user the token belongs to'),
		...sharedFields('tags'),
	],
	toBody(fields, check) {
		const body = commonBody(fields, check, 'tags');
		if (typeof body.currency === 'string') body.currency = body.currency.toUpperCase();
		check.maxLength('name', body.name, 200);
		check.url('website', body.website);
		check.email('email', body.email);
		check.currency('currency', body.currency);
		check.integerBetween('employeeCount', body.employeeCount, 0, Number.MAX_SAFE_INTEGER);
		check.integerBetween('annualRevenue', body.annualRevenue, 0, Number.MAX_SAFE_INTEGER);
		return body;
	},
};

/** What the API sorts each list by, named as the API names it. */
export const contactSortFields: INodePropertyOptions[] = [
	{ name: 'Created At', value: 'created_at' },
	{ name: 'Email', value: 'email' },
	{ name: 'First Name', value: 'first_name' },
	{ name: 'Last Name', value: 'last_name' },
	{ name: 'Score', value: 'score' },
	{ name: 'Updated At', value: 'updated_at' },
];

export const companySortFields: INodePropertyOptions[] = [
	{ name: 'Annual Revenue', value: 'annual_revenue' },
	{ name: 'Created At', value: 'created_at' },
	{ name: 'Employee Count', value: 'employee_count' },
	{ name: 'Name', value: 'name' },
	{ name: 'Updated At', value: 'updated_at' },
];

/** The Sort collection of a Get Many: Order and Sort By over `fields`. */
export const sortParameters = (fields: INodePropertyOptions[]): INodeProperties[] => [
	{
		displayName: 'Order',
		name: 'order',
		type: 'options',
		options: [
			{ name: 'Ascending', value: 'asc' },
			{ name: 'Descending', value: 'desc' },
		],
		default: 'desc',
	},
	{ displayName: 'Sort By', name: 'sort', type: 'options', options: fields, default: 'created_at' },
];

/** The sort of a list query, which may come from an expression, checked against `fields`. */
export function checkSort(
	check: Checks,
	query: IDataObject,
	fields: INodePropertyOptions[],
): IDataObject {
	check.oneOf(
		'sort',
		query.sort,
		fields.map((field) => String(field.value)),
	);
	check.oneOf('order', query.order, ['asc', 'desc']);
	return query;
}

/** Simplify keeps what a workflow usually reads of a contact or a company. */
export const simplifiedContactKeys = [
	'id',
	'firstName',
	'lastName',
	'email',
	'phone',
	'companyId',
	'companyName',
	'position',
	'ownerName',
	'score',
	'createdAt',
	'updatedAt',
];
export const simplifiedCompanyKeys = [
	'id',
	'name',
	'website',
	'industry',
	'employeeCount',
	'annualRevenue',
	'currency',
	'ownerName',
	'createdAt',
	'updatedAt',
];
