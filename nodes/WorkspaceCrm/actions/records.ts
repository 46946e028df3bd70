import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { cursorDialect, fetchList } from '../../shared/pagination';
import type { Operation } from '../../shared/router';
import { apiRequest } from '../../shared/transport';
import { checks } from '../../shared/validation';
import { workspaceCrm } from '../api';

export type Checks = ReturnType<typeof checks>;

/**
 * Contacts and companies share one shape (create, get, list, partial update, soft delete);
 * a spec says what differs and these builders make the five operations from it.
 */
export interface RecordSpec {
	resource: string;
	path: string;
	/** The resource locator naming one record */
	idParameter: INodeProperties;
	/** Fields required on create (sent as they are named) */
	requiredFields: INodeProperties[];
	/** Every other body field, offered on create and update */
	optionalFields: INodeProperties[];
	/** Query filters of the list, named as the API names them */
	filters: INodeProperties[];
	sortFields: INodePropertyOptions[];
	simplifiedKeys: string[];
	/** The documented rules for a body (whole on create, partial on update) */
	validate(check: Checks, body: IDataObject): void;
	/** UI values -> API body fields, e.g. comma lists to arrays */
	toBody(fields: IDataObject, check: Checks): IDataObject;
}

const byName = (a: INodeProperties, b: INodeProperties) => a.displayName.localeCompare(b.displayName);

export function recordOperations(spec: RecordSpec): Record<string, Operation> {
	const show = (operation: string, properties: INodeProperties[]) =>
		updateDisplayOptions({ show: { resource: [spec.resource], operation: [operation] } }, properties);
	const recordId = (ctx: IExecuteFunctions, itemIndex: number) => {
		const id = ctx.getNodeParameter(spec.idParameter.name, itemIndex, '', { extractValue: true }) as string;
		checks(ctx, itemIndex).required(spec.idParameter.name, id);
		return encodeURIComponent(id);
	};
	const simplifyIfAsked = (ctx: IExecuteFunctions, itemIndex: number, record: IDataObject) =>
		ctx.getNodeParameter('simplify', itemIndex, true) ? pick(record, spec.simplifiedKeys) : record;
	const simplifyParameter: INodeProperties = {
		displayName: 'Simplify',
		name: 'simplify',
		type: 'boolean',
		default: true,
		description: 'Whether to return a simplified version of the response instead of the raw data',
	};

	return {
		create: {
			description: show('create', [
				...spec.requiredFields,
				{
					displayName: 'Additional Fields',
					name: 'additionalFields',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					options: [...spec.optionalFields].sort(byName),
				},
			]),
			async execute(this: IExecuteFunctions, itemIndex: number) {
				const check = checks(this, itemIndex);
				const fields: IDataObject = {
					...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
				};
				for (const field of spec.requiredFields) {
					fields[field.name] = this.getNodeParameter(field.name, itemIndex, '');
					check.required(field.name, fields[field.name]);
				}
				const body = spec.toBody(fields, check);
				spec.validate(check, body);
				return await apiRequest.call(this, workspaceCrm, { method: 'POST', path: spec.path, body });
			},
		},

		get: {
			description: show('get', [spec.idParameter, simplifyParameter]),
			async execute(this: IExecuteFunctions, itemIndex: number) {
				const id = recordId(this, itemIndex);
				const record = await apiRequest.call(this, workspaceCrm, { method: 'GET', path: `${spec.path}/${id}` });
				return simplifyIfAsked(this, itemIndex, record);
			},
		},

		getAll: {
			description: show('getAll', [
				{
					displayName: 'Return All',
					name: 'returnAll',
					type: 'boolean',
					default: false,
					description: 'Whether to return all results or only up to a given limit',
				},
				{
					displayName: 'Limit',
					name: 'limit',
					type: 'number',
					default: 50,
					typeOptions: { minValue: 1 },
					displayOptions: { show: { returnAll: [false] } },
					description: 'Max number of results to return',
				},
				{
					displayName: 'Filters',
					name: 'filters',
					type: 'collection',
					placeholder: 'Add Filter',
					default: {},
					options: [...spec.filters].sort(byName),
				},
				{
					displayName: 'Sort',
					name: 'sort',
					type: 'collection',
					placeholder: 'Add Sort Option',
					default: {},
					options: [
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
						{
							displayName: 'Sort By',
							name: 'sort',
							type: 'options',
							options: spec.sortFields,
							default: 'created_at',
						},
					],
				},
				simplifyParameter,
			]),
			async execute(this: IExecuteFunctions, itemIndex: number) {
				const check = checks(this, itemIndex);
				const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
				const limit = returnAll ? undefined : (this.getNodeParameter('limit', itemIndex, 50) as number);
				if (limit !== undefined) check.integerBetween('limit', limit, 1, 100);
				const qs: IDataObject = {
					...(this.getNodeParameter('filters', itemIndex, {}) as IDataObject),
					...(this.getNodeParameter('sort', itemIndex, {}) as IDataObject),
				};
				check.oneOf('sort', qs.sort, spec.sortFields.map((o) => String(o.value)));
				check.oneOf('order', qs.order, ['asc', 'desc']);
				for (const date of ['created_after', 'created_before']) {
					if (date in qs) qs[date] = check.isoDate(date, qs[date]);
				}
				const records = await fetchList(this, workspaceCrm, { method: 'GET', path: spec.path, qs }, cursorDialect, limit);
				return records.map((record) => simplifyIfAsked(this, itemIndex, record));
			},
		},

		update: {
			description: show('update', [
				spec.idParameter,
				{
					displayName: 'Update Fields',
					name: 'updateFields',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					options: [...spec.requiredFields.map((f) => ({ ...f, required: false })), ...spec.optionalFields].sort(
						byName,
					),
				},
			]),
			async execute(this: IExecuteFunctions, itemIndex: number) {
				const check = checks(this, itemIndex);
				const id = recordId(this, itemIndex);
				const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
				const body = spec.toBody(fields, check);
				if (Object.keys(body).length === 0) check.fail('updateFields', 'set at least one field to update');
				for (const field of spec.requiredFields) {
					if (field.name in body) check.required(field.name, body[field.name]);
				}
				spec.validate(check, body);
				// PUT keeps every field the body leaves out, so only what the user set is sent.
				return await apiRequest.call(this, workspaceCrm, { method: 'PUT', path: `${spec.path}/${id}`, body });
			},
		},

		delete: {
			description: show('delete', [spec.idParameter]),
			async execute(this: IExecuteFunctions, itemIndex: number) {
				const id = recordId(this, itemIndex);
				return await apiRequest.call(this, workspaceCrm, { method: 'DELETE', path: `${spec.path}/${id}` });
			},
		},
	};
}

function pick(record: IDataObject, keys: string[]): IDataObject {
	const out: IDataObject = {};
	for (const key of keys) if (key in record) out[key] = record[key];
	return out;
}

/** Custom data from key/value pairs and/or JSON (pairs win on the same key). */
export function customDataFrom(fields: IDataObject, check: Checks): IDataObject | undefined {
	const pairs = ((fields.customData as IDataObject | undefined)?.values as IDataObject[] | undefined) ?? [];
	if (pairs.length === 0 && fields.customDataJson === undefined) return undefined;
	const data = check.jsonObject('customDataJson', fields.customDataJson);
	for (const { key, value } of pairs) {
		check.required('customData key', key);
		data[String(key)] = value;
	}
	return data;
}

/** A plain text parameter. */
export const text = (displayName: string, name: string, description: string, extra: Partial<INodeProperties> = {}) =>
	({ displayName, name, type: 'string', default: '', description, ...extra }) as INodeProperties;

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
