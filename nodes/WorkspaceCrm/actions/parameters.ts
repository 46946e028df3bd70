import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { dropdown, rowsParameter, sortBy, sortDirection, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { splitList } from '../../shared/validation';
import { dropEmpty } from '../../shared/values';
import { rowsOf } from '../../shared/rows';

/** What contacts and companies share: their common body fields and the Sort of their lists. */

/** Custom data, as key/value pairs and as JSON. */
const customDataFields: INodeProperties[] = [
	rowsParameter(
		{
			displayName: 'Custom Data',
			name: 'customData',
			placeholder: 'Add Custom Field',
			description:
				'Values of the custom fields configured for this entity in the workspace settings',
		},
		{ displayName: 'Field', name: 'values' },
		[
			{
				displayName: 'Key',
				name: 'key',
				type: 'string',
				default: '',
				description:
					'Key of the custom field as set up in the workspace settings, e.g. industry_code',
			},
			{
				displayName: 'Value',
				name: 'value',
				type: 'string',
				default: '',
				description: 'Value of the custom field, sent as text',
			},
		],
	),
	{
		displayName: 'Custom Data (JSON)',
		name: 'customDataJson',
		type: 'json',
		default: '{}',
		description:
			'Custom field values as a JSON object, e.g. {"industry_code": "B2B", "renewal": "2026-06"}; key/value pairs above override the same keys',
	},
];

/** The address dropdowns sit in Additional Fields on create and in Update Fields on update. */
const addressFields: INodeProperties[] = [
	dropdown('Country Name or ID', 'addressCountryId', 'getCountries', {
		description:
			'Country of the address: its ID from Geo → Get Countries. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	dropdown('State Name or ID', 'addressStateId', 'getStates', {
		description:
			'State of the address: its ID from Geo → Get States. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		typeOptions: {
			loadOptionsDependsOn: ['additionalFields.addressCountryId', 'updateFields.addressCountryId'],
		},
	}),
	dropdown('City Name or ID', 'addressCityId', 'getCities', {
		description:
			'City of the address: its ID from Geo → Get Cities. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		typeOptions: {
			loadOptionsDependsOn: ['additionalFields.addressStateId', 'updateFields.addressStateId'],
		},
	}),
];

/** Custom data from key/value pairs and/or JSON (pairs win on the same key). */
function customDataFrom(fields: IDataObject, check: Checks): IDataObject | undefined {
	const pairs = rowsOf(fields.customData, 'values');
	if (pairs.length === 0 && fields.customDataJson === undefined) return undefined;
	const data = check.jsonObject('customDataJson', fields.customDataJson);
	for (const { key, value } of pairs) {
		check.required('customData key', key);
		data[String(key)] = value;
	}
	return data;
}

/** Fields both bodies end with; the tag list is `tagIds` on contacts and `tags` on companies. */
export const sharedFields = (tagsName: string): INodeProperties[] => [
	text(
		'Tag IDs',
		tagsName,
		"Comma-separated IDs of the tags to set, as the Workspace CRM's tag settings show them, e.g. tag_1,tag_2 (replaces the current tags)",
	),
	...customDataFields,
	...addressFields,
];

/** The given fields of either body, converted: tag IDs to a list, address ids to integers, custom data merged. */
export function commonBody(fields: IDataObject, check: Checks, tagsName: string): IDataObject {
	const { customData, customDataJson, ...plain } = fields;
	const body = dropEmpty(plain);
	if (tagsName in body) body[tagsName] = splitList(body[tagsName]);
	for (const key of ['addressCountryId', 'addressStateId', 'addressCityId']) {
		if (key in body) {
			check.integerBetween(key, body[key], 1);
			body[key] = Number(body[key]);
		}
	}
	const merged = customDataFrom({ customData, customDataJson }, check);
	if (merged) body.customData = merged;
	return body;
}

/** The filters both lists take: free text, and the owner of the `records` (companies or contacts). */
export const ownedRecordFilters = (records: string): INodeProperties[] => [
	text('Search', 'search', 'Free text over name, e-mail and phone'),
	text(
		'Owner ID',
		'owner_id',
		`Only ${records} of this owner, by the user ID the Workspace CRM shows (the pack does not list users)`,
	),
];

/** The Sort collection of a Get Many: Order and Sort By over the API's `fields`. */
export const sortParameters = (fields: string[]): INodeProperties[] => [
	sortDirection('Order', 'order', 'desc'),
	sortBy('sort', fields, 'created_at'),
];
