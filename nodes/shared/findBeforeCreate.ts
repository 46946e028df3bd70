import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { RecordApi } from './crud';
import { listPages } from './pagination';

/** The name of every Create's opt-in look-up, one parameter name for the whole pack. */
export const FIND_FIRST = 'findFirst';

/**
 * A Create's opt-in look-up: `what` names the record, `match` says which one counts as already
 * made, e.g. "with the same Reference".
 */
export const findFirstParameter = (what: string, match: string): INodeProperties => ({
	displayName: 'Return Existing Instead of Creating',
	name: FIND_FIRST,
	type: 'boolean',
	default: false,
	description: `Whether to first look for ${what} ${match} and output it instead of creating a second one, so that a retried execution which runs this node again does not make it twice`,
});

export interface ExistingSpec {
	/** The list path of the records the Create makes */
	path: string;
	/** The body's fields that identify the record: without all of them there is nothing to look for */
	key: string[];
	/** The body's fields the list takes as query filters: sent, and compared, when the body has them */
	filters: string[];
}

/**
 * When the item asks to look first and its body holds the key: the first listed record holding the
 * body's key and filter values, walking the list page by page and stopping at the first match.
 * Undefined when the item does not ask or none matches (then the Create creates).
 */
export async function findExisting(
	ctx: IExecuteFunctions,
	itemIndex: number,
	api: RecordApi,
	spec: ExistingSpec,
	body: IDataObject,
): Promise<IDataObject | undefined> {
	if (!ctx.getNodeParameter(FIND_FIRST, itemIndex, false)) return undefined;
	if (spec.key.some((field) => body[field] === undefined || body[field] === '')) return undefined;
	const qs: IDataObject = {};
	for (const field of spec.filters) if (body[field] !== undefined) qs[field] = body[field];
	const same = [...spec.key, ...Object.keys(qs)];
	const pages = listPages(ctx, api.definition, { method: 'GET', path: spec.path, qs }, api.pages);
	for await (const records of pages) {
		const found = records.find((record) =>
			same.every((field) => String(record[field] ?? '') === String(body[field])),
		);
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
