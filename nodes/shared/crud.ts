import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fetchList } from './pagination';
import {
	byDisplayName,
	listLimit,
	listParameters,
	pathId,
	simplifier,
	simplifyParameter,
} from './parameters';
import type { LookFirst } from './findBeforeCreate';
import { createUnlessFound } from './findBeforeCreate';
import type { RecordApi } from './recordApi';
import type { Operation } from './router';
import type { Checks } from './validation';
import { checks } from './validation';
import { dropEmpty } from './values';

/** What an operation file exports besides its dropdown entry. */
export type OperationBody = Pick<Operation, 'description' | 'execute' | 'output'>;

// In its own file: findBeforeCreate.ts, which the Create below calls, takes it too, and importing it
// from here would close a circle of imports (test/lock/importCycles.test.ts).
export type { RecordApi } from './recordApi';

/** A path, or how to build it from the item (e.g. under an account the user picks per item). */
export type PathSpec =
	string | ((ctx: IExecuteFunctions, itemIndex: number) => string | Promise<string>);

const resolvePath = async (path: PathSpec, ctx: IExecuteFunctions, itemIndex: number) =>
	typeof path === 'string' ? path : await path(ctx, itemIndex);

export interface ReadSpec {
	/** Collection path, e.g. /contacts */
	path: PathSpec;
	id: INodeProperties;
	/** Keys kept by Simplify; without them the operation returns the record as the API gives it */
	simplifiedKeys?: string[];
}

export interface ListSpec {
	/** The list path, or how to build it from the item (e.g. an automation's executions) */
	path: PathSpec;
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

/** The fields of a Create and an Update and how they become the body, wherever the request goes. */
export interface WriteFields {
	id: INodeProperties;
	/** Parameters required on create, each sent under its `name` */
	required: INodeProperties[];
	/** Every other body field, offered on create and update */
	optional: INodeProperties[];
	/** Fields only offered on update (e.g. switching an automation on or off) */
	updateOnly?: INodeProperties[];
	/** UI values -> API body, with the documented rules; `partial` on update */
	toBody(fields: IDataObject, check: Checks, partial: boolean): IDataObject;
}

export interface WriteSpec extends WriteFields {
	path: PathSpec;
}

/** A collection of optional fields, in the alphabetical order n8n shows them in; none when empty. */
export const collection = (
	displayName: string,
	name: string,
	placeholder: string,
	options: INodeProperties[],
): INodeProperties[] =>
	options.length
		? [
				{
					displayName,
					name,
					type: 'collection',
					placeholder,
					default: {},
					options: [...options].sort(byDisplayName),
				},
			]
		: [];

/** What every Delete of the pack outputs: the API answers 204 or echoes little. */
export const deleted = (id: string): IDataObject => ({ id: decodeURIComponent(id), deleted: true });

export function recordOperations(api: RecordApi) {
	return {
		get(spec: ReadSpec): OperationBody {
			return {
				description: [spec.id, ...(spec.simplifiedKeys ? [simplifyParameter] : [])],
				output: { kind: 'record', simplifiedKeys: spec.simplifiedKeys },
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const id = pathId(this, itemIndex, spec.id.name);
					const record = await api.request.call(this, {
						method: 'GET',
						path: `${await resolvePath(spec.path, this, itemIndex)}/${id}`,
					});
					return simplifier(this, itemIndex, spec.simplifiedKeys)(record);
				},
			};
		},

		delete(spec: ReadSpec): OperationBody {
			return {
				description: [spec.id],
				output: { kind: 'deleted' },
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const id = pathId(this, itemIndex, spec.id.name);
					await api.request.call(this, {
						method: 'DELETE',
						path: `${await resolvePath(spec.path, this, itemIndex)}/${id}`,
						idempotent: true,
					});
					return deleted(id);
				},
			};
		},

		/** A list with Return All / Limit, walking pages at the largest page size. */
		list(spec: ListSpec): OperationBody {
			return {
				description: [
					...(spec.leading ?? []),
					...listParameters,
					...collection('Filters', 'filters', 'Add Filter', spec.filters ?? []),
					...collection('Sort', 'sort', 'Add Sort Option', spec.sort ?? []),
					...(spec.simplifiedKeys ? [simplifyParameter] : []),
				],
				output: { kind: 'records', simplifiedKeys: spec.simplifiedKeys },
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const check = checks(this, itemIndex);
					const limit = listLimit(this, itemIndex, api.maxLimit);
					const path = await resolvePath(spec.path, this, itemIndex);
					const filters = dropEmpty({
						...(spec.filters?.length
							? (this.getNodeParameter('filters', itemIndex, {}) as IDataObject)
							: {}),
						...(spec.sort?.length
							? (this.getNodeParameter('sort', itemIndex, {}) as IDataObject)
							: {}),
					});
					const qs = spec.query ? spec.query(check, filters) : filters;
					const records = await fetchList(
						this,
						api.definition,
						{ method: 'GET', path, qs },
						api.pages,
						limit,
					);
					return records.map(simplifier(this, itemIndex, spec.simplifiedKeys));
				},
			};
		},

		/**
		 * A Create; with `lookFirst`, also its opt-in look-up (Return Existing Instead of Creating)
		 * after the fields, and its output may be the record found.
		 */
		create(spec: WriteSpec, lookFirst?: LookFirst): OperationBody {
			return {
				description: [...createParameters(spec), ...(lookFirst ? [lookFirst.parameter] : [])],
				output: { kind: 'record', made: 'created', ...(lookFirst ? { orFound: true } : {}) },
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const body = createBody(this, itemIndex, spec);
					const path = await resolvePath(spec.path, this, itemIndex);
					if (lookFirst)
						return await createUnlessFound(this, itemIndex, api, { ...lookFirst, path }, body);
					return await api.request.call(this, { method: 'POST', path, body });
				},
			};
		},

		update(spec: WriteSpec): OperationBody {
			return {
				description: updateParameters(spec),
				output: { kind: 'record', made: 'changed' },
				async execute(this: IExecuteFunctions, itemIndex: number) {
					const id = pathId(this, itemIndex, spec.id.name);
					const body = updateBody(this, itemIndex, spec);
					// Only what the user set is sent; the API keeps every other field.
					return await api.request.call(this, {
						method: api.updateMethod ?? 'PATCH',
						path: `${await resolvePath(spec.path, this, itemIndex)}/${id}`,
						body,
						// The interface's PUT sets the fields given: sent twice, it leaves them as once.
						idempotent: api.updateMethod === 'PUT',
					});
				},
			};
		},
	};
}

/** A Create's parameters: the required fields, then the others under Additional Fields. */
export function createParameters(spec: WriteFields): INodeProperties[] {
	return [
		...spec.required,
		...collection('Additional Fields', 'additionalFields', 'Add Field', spec.optional),
	];
}

/** A Create's body from the item: the required fields checked, then the spec's rules. */
export function createBody(ctx: IExecuteFunctions, itemIndex: number, spec: WriteFields) {
	const check = checks(ctx, itemIndex);
	const fields = { ...(ctx.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject) };
	for (const field of spec.required) {
		fields[field.name] = ctx.getNodeParameter(field.name, itemIndex, field.default, {
			extractValue: true,
		});
		if (field.required) check.required(field.name, fields[field.name]);
	}
	return spec.toBody(fields, check, false);
}

/** An Update's parameters: the ID, then every field (none required) under Update Fields. */
export function updateParameters(spec: WriteFields): INodeProperties[] {
	const fields = [
		...spec.required.map((f) => ({ ...f, required: false })),
		...spec.optional,
		...(spec.updateOnly ?? []),
	];
	return [
		spec.id,
		// Locators become plain IDs inside a collection.
		...collection(
			'Update Fields',
			'updateFields',
			'Add Field',
			fields.map((f) =>
				f.type === 'resourceLocator'
					? { ...f, type: 'string' as const, default: '', modes: undefined }
					: f,
			),
		),
	];
}

/** An Update's body from the item: only the fields the user set, at least one. */
export function updateBody(ctx: IExecuteFunctions, itemIndex: number, spec: WriteFields) {
	const check = checks(ctx, itemIndex);
	const fields = ctx.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const body = spec.toBody(fields, check, true);
	if (Object.keys(body).length === 0)
		check.fail('updateFields', 'set at least one field to update');
	return body;
}
