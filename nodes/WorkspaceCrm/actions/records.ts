import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { Checks } from '../../shared/crud';
import { crudOperations } from '../../shared/crud';
import { cursorDialect } from '../../shared/pagination';
import type { Operation } from '../../shared/router';
import { workspaceCrm } from '../api';

/** Contacts and companies share one shape: cursor lists, PUT that keeps omitted fields, Limit up to 100. */
const { getOperation, listOperation, createOperation, updateOperation, deleteOperation } = crudOperations({
	api: workspaceCrm,
	pages: cursorDialect,
	updateMethod: 'PUT',
	maxLimit: 100,
});

export interface RecordSpec {
	resource: string;
	path: string;
	/** The resource locator naming one record */
	id: INodeProperties;
	/** Fields required on create */
	required: INodeProperties[];
	/** Every other body field, offered on create and update */
	optional: INodeProperties[];
	/** Query filters of the list, named as the API names them */
	filters: INodeProperties[];
	sortFields: INodePropertyOptions[];
	simplifiedKeys: string[];
	/** UI values -> API body with the documented rules (whole on create, partial on update) */
	toBody(fields: IDataObject, check: Checks): IDataObject;
}

/** Create, Get, Get Many, Update and Delete of a contact or company. */
export function recordOperations(spec: RecordSpec): Record<string, Operation> {
	const read = { resource: spec.resource, path: spec.path, id: spec.id };
	const write = { ...read, required: spec.required, optional: spec.optional, toBody: spec.toBody };
	const sortValues = spec.sortFields.map((o) => String(o.value));
	return {
		create: createOperation(write),
		get: getOperation({ ...read, simplifiedKeys: spec.simplifiedKeys }),
		getAll: listOperation({
			resource: spec.resource,
			path: spec.path,
			filters: spec.filters,
			sort: [
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
				{ displayName: 'Sort By', name: 'sort', type: 'options', options: spec.sortFields, default: 'created_at' },
			],
			simplifiedKeys: spec.simplifiedKeys,
			query(check, query) {
				check.oneOf('sort', query.sort, sortValues);
				check.oneOf('order', query.order, ['asc', 'desc']);
				for (const date of ['created_after', 'created_before']) {
					if (date in query) query[date] = check.isoDate(date, query[date]);
				}
				return query;
			},
		}),
		update: updateOperation(write),
		delete: deleteOperation(read),
	};
}

/** Custom data from key/value pairs and/or JSON (pairs win on the same key). */
function customDataFrom(fields: IDataObject, check: Checks): IDataObject | undefined {
	const pairs = ((fields.customData as IDataObject | undefined)?.values as IDataObject[] | undefined) ?? [];
	if (pairs.length === 0 && fields.customDataJson === undefined) return undefined;
	const data = check.jsonObject('customDataJson', fields.customDataJson);
	for (const { key, value } of pairs) {
		check.required('customData key', key);
		data[String(key)] = value;
	}
	return data;
}

/** Body fields shared by contacts and companies. */
export const customDataFields: INodeProperties[] = [
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
		description: 'Custom field values as a JSON object; key/value pairs above override the same keys',
	},
];

export const addressFields: INodeProperties[] = [
	{
		displayName: 'Country Name or ID',
		name: 'addressCountryId',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getCountries' },
		default: '',
		description: 'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
	{
		displayName: 'State Name or ID',
		name: 'addressStateId',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getStates',
			loadOptionsDependsOn: ['additionalFields.addressCountryId', 'updateFields.addressCountryId'],
		},
		default: '',
		description: 'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
	{
		displayName: 'City Name or ID',
		name: 'addressCityId',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getCities',
			loadOptionsDependsOn: ['additionalFields.addressStateId', 'updateFields.addressStateId'],
		},
		default: '',
		description: 'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
];

/** Fields of both bodies that need converting: address ids to integers, custom data merged. */
export function commonBody(fields: IDataObject, check: Checks): IDataObject {
	const body: IDataObject = {};
	for (const [key, value] of Object.entries(fields)) {
		if (key === 'customData' || key === 'customDataJson') continue;
		if (value === '' || value === undefined || value === null) continue;
		body[key] = value;
	}
	for (const key of ['addressCountryId', 'addressStateId', 'addressCityId']) {
		if (key in body) {
			check.integerBetween(key, body[key], 1, Number.MAX_SAFE_INTEGER);
			body[key] = Number(body[key]);
		}
	}
	const customData = customDataFrom(fields, check);
	if (customData) body.customData = customData;
	return body;
}
