import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fetchList } from '../../shared/pagination';
import type { Operation } from '../../shared/router';
import { apiRequest } from '../../shared/transport';
import { checks } from '../../shared/validation';
import { enumOptions, salesCrm, salesCrmPages } from '../api';

export type Checks = ReturnType<typeof checks>;

/**
 * The shapes most Sales CRM operations share (get, list, create, partial update, delete);
 * each resource file states what differs and these builders make the operations from it.
 */

export const show = (resource: string, operation: string, properties: INodeProperties[]) =>
	updateDisplayOptions({ show: { resource: [resource], operation: [operation] } }, properties);

const byName = (a: INodeProperties, b: INodeProperties) => a.displayName.localeCompare(b.displayName);

/** A plain text parameter. */
export const text = (displayName: string, name: string, description: string, extra: Partial<INodeProperties> = {}) =>
	({ displayName, name, type: 'string', default: '', description, ...extra }) as INodeProperties;

/** An options parameter over an enum of the document. */
export const choice = (
	displayName: string,
	name: string,
	values: readonly string[],
	description: string,
	extra: Partial<INodeProperties> = {},
) => {
	const options = enumOptions(values);
	const first = options[0].value;
	return { displayName, name, type: 'options', options, default: first, description, ...extra } as INodeProperties;
};

/** A record picked from a searchable list or given by ID. */
export function locator(displayName: string, name: string, searchListMethod: string, description: string): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description,
		modes: [
			{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod, searchable: true } },
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 42' },
		],
	};
}

/** A dropdown filled from the API, or an ID given by expression. */
export const dropdown = (
	displayName: string,
	name: string,
	loadOptionsMethod: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties => ({
	displayName,
	name,
	type: 'options',
	typeOptions: { loadOptionsMethod, ...(extra.typeOptions ?? {}) },
	default: '',
	description: 'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	...extra,
});

/** The ID a parameter names (plain or resource locator), checked and ready for a path. */
export function idParameter(ctx: IExecuteFunctions, itemIndex: number, name: string): string {
	const id = ctx.getNodeParameter(name, itemIndex, '', { extractValue: true }) as string;
	checks(ctx, itemIndex).required(name, id);
	return encodeURIComponent(String(id).trim());
}

export const simplifyParameter: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description: 'Whether to return a simplified version of the response instead of the raw data',
};

function simplifyIfAsked(ctx: IExecuteFunctions, itemIndex: number, record: IDataObject, keys?: string[]) {
	if (!keys || !ctx.getNodeParameter('simplify', itemIndex, true)) return record;
	const out: IDataObject = {};
	for (const key of keys) if (key in record) out[key] = record[key];
	return out;
}

/** Body values the user left empty are not sent. */
export function given(fields: IDataObject): IDataObject {
	const body: IDataObject = {};
	for (const [key, value] of Object.entries(fields)) {
		if (value !== '' && value !== undefined && value !== null) body[key] = value;
	}
	return body;
}

export interface ReadSpec {
	resource: string;
	/** Collection path, e.g. /contacts */
	path: string;
	id: INodeProperties;
	/** Keys kept by Simplify; without them the operation returns the record as the API gives it */
	simplifiedKeys?: string[];
}

export function getOperation(spec: ReadSpec): Operation {
	return {
		description: show(spec.resource, 'get', [spec.id, ...(spec.simplifiedKeys ? [simplifyParameter] : [])]),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const id = idParameter(this, itemIndex, spec.id.name);
			const record = await apiRequest.call(this, salesCrm, { method: 'GET', path: `${spec.path}/${id}` });
			return simplifyIfAsked(this, itemIndex, record, spec.simplifiedKeys);
		},
	};
}

export function deleteOperation(spec: ReadSpec): Operation {
	return {
		description: show(spec.resource, 'delete', [spec.id]),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const id = idParameter(this, itemIndex, spec.id.name);
			const response = await apiRequest.call(this, salesCrm, { method: 'DELETE', path: `${spec.path}/${id}` });
			// 204 has no body: say what happened instead of emitting an empty item.
			return response && typeof response === 'object' ? response : { id: decodeURIComponent(id), deleted: true };
		},
	};
}

export interface ListSpec {
	resource: string;
	operation?: string;
	/** The list path, or how to build it from the item (e.g. an automation's executions) */
	path: string | ((ctx: IExecuteFunctions, itemIndex: number) => string);
	/** Parameters before Return All, e.g. the record whose sub-list this is */
	leading?: INodeProperties[];
	/** Query filters, named as the API names them */
	filters?: INodeProperties[];
	simplifiedKeys?: string[];
	/** Checks and converts the filters into the query */
	query?(check: Checks, filters: IDataObject): IDataObject;
}

/** A list with Return All / Limit, walking pages at the largest page size. */
export function listOperation(spec: ListSpec): Operation {
	const operation = spec.operation ?? 'getAll';
	return {
		description: show(spec.resource, operation, [
			...(spec.leading ?? []),
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
			...(spec.filters?.length
				? [
						{
							displayName: 'Filters',
							name: 'filters',
							type: 'collection',
							placeholder: 'Add Filter',
							default: {},
							options: [...spec.filters].sort(byName),
						} as INodeProperties,
					]
				: []),
			...(spec.simplifiedKeys ? [simplifyParameter] : []),
		]),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const check = checks(this, itemIndex);
			const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
			const limit = returnAll ? undefined : (this.getNodeParameter('limit', itemIndex, 50) as number);
			if (limit !== undefined) check.integerBetween('limit', limit, 1, Number.MAX_SAFE_INTEGER);
			const path = typeof spec.path === 'string' ? spec.path : spec.path(this, itemIndex);
			const filters = given(spec.filters?.length ? (this.getNodeParameter('filters', itemIndex, {}) as IDataObject) : {});
			const qs = spec.query ? spec.query(check, filters) : filters;
			const records = await fetchList(this, salesCrm, { method: 'GET', path, qs }, salesCrmPages, limit);
			return records.map((record) => simplifyIfAsked(this, itemIndex, record, spec.simplifiedKeys));
		},
	};
}

export interface WriteSpec {
	resource: string;
	path: string;
	id: INodeProperties;
	/** Parameters required on create, each sent under its `name` unless `toBody` maps it */
	required: INodeProperties[];
	/** Every other body field, offered on create and update */
	optional: INodeProperties[];
	/** Fields only offered on update (e.g. switching an automation on or off) */
	updateOnly?: INodeProperties[];
	/** UI values -> API body, with the documented rules; `partial` on update */
	toBody(fields: IDataObject, check: Checks, partial: boolean): IDataObject;
}

export function createOperation(spec: WriteSpec): Operation {
	return {
		description: show(spec.resource, 'create', [
			...spec.required,
			{
				displayName: 'Additional Fields',
				name: 'additionalFields',
				type: 'collection',
				placeholder: 'Add Field',
				default: {},
				options: [...spec.optional].sort(byName),
			},
		]),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const check = checks(this, itemIndex);
			const fields = { ...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject) };
			for (const field of spec.required) {
				fields[field.name] = this.getNodeParameter(field.name, itemIndex, field.default, { extractValue: true });
				if (field.required) check.required(field.name, fields[field.name]);
			}
			const body = spec.toBody(fields, check, false);
			return await apiRequest.call(this, salesCrm, { method: 'POST', path: spec.path, body });
		},
	};
}

export function updateOperation(spec: WriteSpec): Operation {
	const fields = [...spec.required.map((f) => ({ ...f, required: false })), ...spec.optional, ...(spec.updateOnly ?? [])];
	return {
		description: show(spec.resource, 'update', [
			spec.id,
			{
				displayName: 'Update Fields',
				name: 'updateFields',
				type: 'collection',
				placeholder: 'Add Field',
				default: {},
				// Locators become plain IDs inside a collection.
				options: fields
					.map((f) => (f.type === 'resourceLocator' ? { ...f, type: 'string' as const, default: '', modes: undefined } : f))
					.sort(byName),
			},
		]),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const check = checks(this, itemIndex);
			const id = idParameter(this, itemIndex, spec.id.name);
			const body = spec.toBody(this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject, check, true);
			if (Object.keys(body).length === 0) check.fail('updateFields', 'set at least one field to update');
			// PATCH: only what the user set is sent.
			return await apiRequest.call(this, salesCrm, { method: 'PATCH', path: `${spec.path}/${id}`, body });
		},
	};
}

/** Custom fields as a JSON object. */
export const customFieldsParameter: INodeProperties = {
	displayName: 'Custom Fields (JSON)',
	name: 'custom_fields',
	type: 'json',
	default: '{}',
	description: 'Values of the custom fields as a JSON object, e.g. {"budget": 25000}',
};
