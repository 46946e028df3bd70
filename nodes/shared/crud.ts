import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { ListDialect } from './pagination';
import { fetchList } from './pagination';
import { byDisplayName, given, listLimit, listParameters, pathId, show, simplifier, simplifyParameter } from './parameters';
import type { Operation } from './router';
import type { ApiDefinition } from './transport';
import { apiRequest } from './transport';
import { checks } from './validation';

export type Checks = ReturnType<typeof checks>;

/**
 * The record operations most interfaces share: get, list, create, partial update, delete.
 * A resource states what differs in a spec; the builders make the operations from it.
 */
export interface CrudApi {
	api: ApiDefinition;
	pages: ListDialect;
	/** How the API takes a partial update: PUT that keeps omitted fields, or PATCH */
	updateMethod: 'PUT' | 'PATCH';
	/** Largest Limit the interface allows, where it documents one */
	maxLimit?: number;
}

export interface ReadSpec {
	resource: string;
	/** Collection path, e.g. /contacts */
	path: string;
	id: INodeProperties;
	/** Keys kept by Simplify; without them the operation returns the record as the API gives it */
	simplifiedKeys?: string[];
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
	/** Sorting fields, named as the API names them, offered in their own collection */
	sort?: INodeProperties[];
	simplifiedKeys?: string[];
	/** Checks and converts the filters and sort into the query */
	query?(check: Checks, filters: IDataObject): IDataObject;
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

const collection = (displayName: string, name: string, placeholder: string, options: INodeProperties[]): INodeProperties[] =>
	options.length ? [{ displayName, name, type: 'collection', placeholder, default: {}, options: [...options].sort(byDisplayName) }] : [];

export function crudOperations({ api, pages, updateMethod, maxLimit }: CrudApi) {
	return {
		getOperation(spec: ReadSpec): Operation {
			return {
				description: show(spec.resource, 'get', [spec.id, ...(spec.simplifiedKeys ? [simplifyParameter] : [])]),
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const id = pathId(this, itemIndex, spec.id.name);
					const record = await apiRequest.call(this, api, { method: 'GET', path: `${spec.path}/${id}` });
					return simplifier(this, itemIndex, spec.simplifiedKeys)(record);
				},
			};
		},

		deleteOperation(spec: ReadSpec): Operation {
			return {
				description: show(spec.resource, 'delete', [spec.id]),
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const id = pathId(this, itemIndex, spec.id.name);
					const response = await apiRequest.call(this, api, { method: 'DELETE', path: `${spec.path}/${id}` });
					// 204 has no body: say what happened instead of emitting an empty item.
					return response && typeof response === 'object' ? response : { id: decodeURIComponent(id), deleted: true };
				},
			};
		},

		/** A list with Return All / Limit, walking pages at the largest page size. */
		listOperation(spec: ListSpec): Operation {
			return {
				description: show(spec.resource, spec.operation ?? 'getAll', [
					...(spec.leading ?? []),
					...listParameters,
					...collection('Filters', 'filters', 'Add Filter', spec.filters ?? []),
					...collection('Sort', 'sort', 'Add Sort Option', spec.sort ?? []),
					...(spec.simplifiedKeys ? [simplifyParameter] : []),
				]),
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const check = checks(this, itemIndex);
					const limit = listLimit(this, itemIndex, maxLimit);
					const path = typeof spec.path === 'string' ? spec.path : spec.path(this, itemIndex);
					const filters = given({
						...(spec.filters?.length ? (this.getNodeParameter('filters', itemIndex, {}) as IDataObject) : {}),
						...(spec.sort?.length ? (this.getNodeParameter('sort', itemIndex, {}) as IDataObject) : {}),
					});
					const qs = spec.query ? spec.query(check, filters) : filters;
					const records = await fetchList(this, api, { method: 'GET', path, qs }, pages, limit);
					return records.map(simplifier(this, itemIndex, spec.simplifiedKeys));
				},
			};
		},

		createOperation(spec: WriteSpec): Operation {
			return {
				description: show(spec.resource, 'create', [
					...spec.required,
					...collection('Additional Fields', 'additionalFields', 'Add Field', spec.optional),
				]),
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const check = checks(this, itemIndex);
					const fields = { ...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject) };
					for (const field of spec.required) {
						fields[field.name] = this.getNodeParameter(field.name, itemIndex, field.default, { extractValue: true });
						if (field.required) check.required(field.name, fields[field.name]);
					}
					const body = spec.toBody(fields, check, false);
					return await apiRequest.call(this, api, { method: 'POST', path: spec.path, body });
				},
			};
		},

		updateOperation(spec: WriteSpec): Operation {
			const fields = [...spec.required.map((f) => ({ ...f, required: false })), ...spec.optional, ...(spec.updateOnly ?? [])];
			return {
				description: show(spec.resource, 'update', [
					spec.id,
					// Locators become plain IDs inside a collection.
					...collection(
						'Update Fields',
						'updateFields',
						'Add Field',
						fields.map((f) => (f.type === 'resourceLocator' ? { ...f, type: 'string' as const, default: '', modes: undefined } : f)),
					),
				]),
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const check = checks(this, itemIndex);
					const id = pathId(this, itemIndex, spec.id.name);
					const body = spec.toBody(this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject, check, true);
					if (Object.keys(body).length === 0) check.fail('updateFields', 'set at least one field to update');
					// Only what the user set is sent; the API keeps every other field.
					return await apiRequest.call(this, api, { method: updateMethod, path: `${spec.path}/${id}`, body });
				},
			};
		},
	};
}
