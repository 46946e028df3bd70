import { ApiFailure } from './server';

type Rec = Record<string, any>;

/** The named fields of a record, in that order (one that is absent stays absent from the JSON). */
export const pick = (record: Rec, keys: string[]): Rec =>
	Object.fromEntries(keys.map((key) => [key, record[key]]));

/**
 * One page of a `page`/`per_page` list (per_page at most 100), checked as the documents say; each
 * interface wraps it in its own `meta` names.
 */
export function pageOf(records: Rec[], query: Record<string, string>, defaultPerPage: number) {
	const page = query.page === undefined ? 1 : Number(query.page);
	const perPage = query.per_page === undefined ? defaultPerPage : Number(query.per_page);
	if (!Number.isInteger(page) || page < 1)
		throw new ApiFailure(400, 'invalid_parameter', 'page must be a positive integer');
	if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
		throw new ApiFailure(400, 'invalid_parameter', 'per_page must be 1 to 100');
	return {
		data: records.slice((page - 1) * perPage, page * perPage),
		page,
		perPage,
		total: records.length,
	};
}

/** A page as Payroll and Invoicing answer it: `{data, meta {current_page, total_pages, total_count}}`. */
export function pageWithTotals(records: Rec[], query: Record<string, string>) {
	const { data, page, perPage, total } = pageOf(records, query, 25);
	return {
		data,
		meta: {
			current_page: page,
			total_pages: Math.max(1, Math.ceil(total / perPage)),
			total_count: total,
		},
	};
}

/** A query value among the documented ones, else 400 `invalid_parameter` (Payroll, Invoicing, Signage). */
export function queryOneOf(
	query: Record<string, string>,
	name: string,
	allowed: readonly string[],
) {
	if (query[name] !== undefined && !allowed.includes(query[name]))
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be one of ${allowed.join(', ')}`);
}
