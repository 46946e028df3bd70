import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { RecordApi } from './recordApi';
import { listPages } from './pagination';

/** The name of every Create's opt-in look-up, one parameter name for the whole pack. */
const FIND_FIRST = 'findFirst';
/** Its label in the editor, which the node pages name too */
export const FIND_FIRST_LABEL = 'Return Existing Instead of Creating';

/**
 * A Create's opt-in look-up: `what` names the record, `match` says which one counts as already
 * made, e.g. "with the same Reference".
 */
export const findFirstParameter = (what: string, match: string): INodeProperties => ({
	displayName: FIND_FIRST_LABEL,
	name: FIND_FIRST,
	type: 'boolean',
	default: false,
	description: `Whether to output ${what} ${match} if there is one, instead of creating another`,
});

/** How a Create finds the record it would make: where it lists them, with which filters, which one. */
export interface ExistingSpec {
	/** The list path of the records the Create makes (it posts to the same path) */
	path: string;
	/** The list's query filters for the body, or undefined when the body has nothing to look by */
	query(body: IDataObject): IDataObject | undefined;
	/** Whether a listed record is the one the body would make */
	matches(record: IDataObject, body: IDataObject): boolean;
}

/**
 * A generic Create's look-up (crud.ts `create`): its parameter, made by findFirstParameter, and the
 * ExistingSpec but its path, which is the Create's own.
 */
export interface LookFirst extends Omit<ExistingSpec, 'path'> {
	parameter: INodeProperties;
}

/** How two values of a field compare: a listed record's and the body's */
export type Same = (listed: unknown, given: unknown) => boolean;

/** The same text, exactly */
const exactly: Same = (listed, given) => String(listed ?? '') === String(given);

/** The same text, trimmed and in any case: e-mail addresses, as mail services treat them */
export const caseless: Same = (listed, given) =>
	String(listed ?? '')
		.trim()
		.toLowerCase() === String(given).trim().toLowerCase();

/**
 * The simple case: a record is already made when it holds the body's `key` fields (all needed to
 * look) and the body's `filters` fields where the body has them, compared by `same`; the filters
 * go in the list's query.
 */
export function sameFields(
	path: string,
	key: string[],
	filters: string[] = [],
	same: Same = exactly,
): ExistingSpec {
	const set = (body: IDataObject, field: string) => body[field] !== undefined && body[field] !== '';
	const compared = (body: IDataObject) => [...key, ...filters.filter((f) => set(body, f))];
	return {
		path,
		query: (body) =>
			key.every((field) => set(body, field))
				? Object.fromEntries(filters.filter((f) => set(body, f)).map((f) => [f, body[f]]))
				: undefined,
		matches: (record, body) => compared(body).every((field) => same(record[field], body[field])),
	};
}

/**
 * When the item asks to look first and the body has something to look by: the first listed record
 * that matches, walking the list page by page and stopping at the first match. Undefined when the
 * item does not ask or none matches (then the Create creates).
 */
async function findExisting(
	ctx: IExecuteFunctions,
	itemIndex: number,
	api: RecordApi,
	spec: ExistingSpec,
	body: IDataObject,
): Promise<IDataObject | undefined> {
	if (!ctx.getNodeParameter(FIND_FIRST, itemIndex, false)) return undefined;
	const qs = spec.query(body);
	if (!qs) return undefined;
	const pages = listPages(ctx, api.definition, { method: 'GET', path: spec.path, qs }, api.pages);
	for await (const records of pages) {
		const found = records.find((record) => spec.matches(record, body));
		if (found) return found;
	}
	return undefined;
}

/** A Create's request: the record found first when the item asks for it, else a POST of `body`. */
export async function createUnlessFound(
	ctx: IExecuteFunctions,
	itemIndex: number,
	api: RecordApi,
	spec: ExistingSpec,
	body: IDataObject,
) {
	return (
		(await findExisting(ctx, itemIndex, api, spec, body)) ??
		(await api.request.call(ctx, { method: 'POST', path: spec.path, body }))
	);
}
