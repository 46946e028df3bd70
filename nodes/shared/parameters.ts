import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { CheckContext } from './validation';
import { checks } from './validation';

/** A plain text parameter. */
export const text = (
	displayName: string,
	name: string,
	description: string,
	extra: Partial<INodeProperties> = {},
) => ({ displayName, name, type: 'string', default: '', description, ...extra }) as INodeProperties;

/** A number parameter, 0 unless `extra` gives another default. */
export const number = (
	displayName: string,
	name: string,
	description: string,
	extra: Partial<INodeProperties> = {},
) => ({ displayName, name, type: 'number', default: 0, description, ...extra }) as INodeProperties;

/** The output binary field a downloaded file is put in. */
export const outputBinaryParameter = (extra: Partial<INodeProperties> = {}) =>
	({
		displayName: 'Put Output File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		hint: 'The name of the output binary field to put the file in',
		builderHint: { propertyHint: 'Binary property later nodes read the file from' },
		...extra,
	}) as INodeProperties;

/**
 * A list the user adds rows to (line items, zones, rules): `list` names the parameter and its
 * button, `row` one row, `values` the fields of a row.
 */
export const rowsParameter = (
	list: Partial<INodeProperties> & { displayName: string; name: string; placeholder: string },
	row: { displayName: string; name: string },
	values: INodeProperties[],
) =>
	({
		...list,
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, ...list.typeOptions },
		default: {},
		options: [{ ...row, values }],
	}) as INodeProperties;

/** A date and time parameter (the panel's date picker). */
export const dateTime = (
	displayName: string,
	name: string,
	description: string,
	extra: Partial<INodeProperties> = {},
) =>
	({ displayName, name, type: 'dateTime', default: '', description, ...extra }) as INodeProperties;

/** Ascending or descending order, under the label and name the API's list gives it. */
export const sortDirection = (
	displayName: string,
	name: string,
	defaultDirection: 'asc' | 'desc',
): INodeProperties => ({
	displayName,
	name,
	type: 'options',
	options: [
		{ name: 'Ascending', value: 'asc' },
		{ name: 'Descending', value: 'desc' },
	],
	default: defaultDirection,
	description: 'Asc (lowest, oldest or A first) or desc (highest, newest or Z first)',
});

/**
 * The Sort By of a list, under the name the API's list gives it, over the fields it sorts by: an
 * API field name (labelled from it) or, where the label would mislead, a named option.
 */
export const sortBy = (
	name: string,
	fields: ReadonlyArray<string | INodePropertyOptions>,
	byDefault: string,
): INodeProperties => {
	const options = fields
		.map((field) => (typeof field === 'string' ? { name: label(field), value: field } : field))
		.sort(byName);
	return {
		displayName: 'Sort By',
		name,
		type: 'options',
		options,
		default: byDefault,
		description: `Field the list is sorted by: ${options.map((option) => option.value).join(', ')}`,
	};
};

/** Records a Get Many used as an AI tool returns by default: a page a model's context holds */
export const TOOL_LIST_LIMIT = 10;

const limitParameter: INodeProperties = {
	displayName: 'Limit',
	name: 'limit',
	type: 'number',
	default: 50,
	typeOptions: { minValue: 1 },
	displayOptions: { show: { returnAll: [false], '@tool': [false] } },
	description: 'Max number of results to return',
};

/**
 * Return All / Limit of a list operation. As an AI tool (the node's `<type>Tool` variant) the
 * Limit starts lower: every record returned goes into the model's context.
 */
export const listParameters: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	limitParameter,
	{
		...limitParameter,
		default: TOOL_LIST_LIMIT,
		displayOptions: { show: { returnAll: [false], '@tool': [true] } },
		description: `Max number of results to return; ${TOOL_LIST_LIMIT} by default as a tool, as each record goes into the model's context`,
	},
];

/** The limit for `fetchList`: undefined for Return All. */
export function listLimit(
	ctx: IExecuteFunctions,
	itemIndex: number,
	max = Number.MAX_SAFE_INTEGER,
): number | undefined {
	if (ctx.getNodeParameter('returnAll', itemIndex, false)) return undefined;
	const limit = ctx.getNodeParameter('limit', itemIndex, 50) as number;
	checks(ctx, itemIndex).integerBetween('limit', limit, 1, max);
	return limit;
}

/**
 * A user value as one segment of a URL path: the item's parameter `name` (a locator's ID
 * extracted), or `value` where the caller has it already (e.g. a default from the credential);
 * `name` is the field an error names. Every user value that goes into a path comes through here,
 * except where Chat's recordId checks a conversation ID as a whole number, which cannot leave a
 * segment.
 * Encoded whole, so `/`, `?`, `#` and `%` stay inside the segment; refused before any request when
 * empty, a list or an object, or `.` or `..` (which HTTP clients resolve to another endpoint, e.g.
 * DELETE /contacts/.. to DELETE /).
 */
export function pathId(ctx: IExecuteFunctions, itemIndex: number, name: string): string;
export function pathId(
	ctx: CheckContext,
	itemIndex: number,
	name: string,
	given: { value: unknown },
): string;
export function pathId(
	ctx: CheckContext,
	itemIndex: number,
	name: string,
	given?: { value: unknown },
): string {
	const value = given
		? given.value
		: (ctx as IExecuteFunctions).getNodeParameter(name, itemIndex, '', { extractValue: true });
	const check = checks(ctx, itemIndex);
	check.required(name, value);
	const id = check.text(name, value)!;
	if (id === '.' || id === '..') check.fail(name, `cannot be "${id}"`);
	return encodeURIComponent(id);
}

/** Options, dropdown entries and resources in the order a person looks for them: by name. */
export const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** Collection options in the alphabetical order n8n shows them in. */
export const byDisplayName = (a: INodeProperties, b: INodeProperties) =>
	a.displayName.localeCompare(b.displayName);

/** "real_estate" -> "Real Estate" */
export const label = (value: string) =>
	value
		.split(/[._]/)
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join(' ');

/** Dropdown options for an enum of the documents, labelled, in their own order. */
export const labelled = (values: readonly string[]) =>
	values.map((value) => ({ name: label(value), value }));

/** Dropdown options for an enum of the documents, labelled and sorted. */
export const enumOptions = (values: readonly string[]) => labelled(values).sort(byName);

/** An options parameter over an enum of the documents. */
export const choice = (
	displayName: string,
	name: string,
	values: readonly string[],
	description: string,
	extra: Partial<INodeProperties> = {},
) => {
	const options = enumOptions(values);
	const first = options[0].value;
	return {
		displayName,
		name,
		type: 'options',
		options,
		default: first,
		description,
		...extra,
	} as INodeProperties;
};

/** A record locator in Workflow SDK code: once in a node's builder hint, not in every type. */
export const LOCATOR_IN_CODE =
	"Record locators ({ __rl: true; mode: 'list' | 'id'; … }): in code { __rl: true, mode: 'id', value: '<ID>' }";

/** A record picked from a searchable list or given by ID (see LOCATOR_IN_CODE). */
export function locator(
	displayName: string,
	name: string,
	searchListMethod: string,
	description: string,
	placeholder = 'e.g. 42',
): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod, searchable: true },
			},
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder },
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
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	...extra,
	// Last, so that extra typeOptions (e.g. loadOptionsDependsOn) add to the load method instead of replacing it.
	typeOptions: { ...extra.typeOptions, loadOptionsMethod },
});

export const simplifyParameter: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description: 'Whether to return a simplified version of the response instead of the raw data',
};

/**
 * What Simplify does to each record of an item: cuts it down to `keys` when the user keeps it on
 * (then `enrich` may add to what is kept, e.g. readable names), leaves it whole otherwise. The
 * option is read once, not once per record of a long list.
 */
export function simplifier(
	ctx: IExecuteFunctions,
	itemIndex: number,
	keys?: string[],
	enrich: (simplified: IDataObject) => IDataObject = (simplified) => simplified,
): (record: IDataObject) => IDataObject {
	if (!keys || !ctx.getNodeParameter('simplify', itemIndex, true)) return (record) => record;
	return (record) => {
		const out: IDataObject = {};
		for (const key of keys) if (key in record) out[key] = record[key];
		return enrich(out);
	};
}
