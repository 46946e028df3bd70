import { pageOf } from '../../lists';
import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import type { SignageState } from '../state';

export { queryOneOf as oneOf } from '../../lists';

export type Rec = Record<string, any>;

export function paginate(records: Rec[], query: Record<string, string>) {
	const { data, page, perPage, total } = pageOf(records, query, 25);
	return {
		data,
		meta: { current_page: page, total_pages: Math.ceil(total / perPage), total_count: total },
	};
}

export function dateQuery(query: Record<string, string>, name: string) {
	if (query[name] === undefined) return undefined;
	if (Number.isNaN(Date.parse(query[name])))
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be an ISO 8601 date`);
	return new Date(query[name]).toISOString();
}

export const contains = (value: unknown, search: string | undefined) =>
	!search ||
	String(value ?? '')
		.toLowerCase()
		.includes(search.toLowerCase());

/** Get, delete and list handlers of a record kind kept in one of the state's maps. */
export function recordHandlers(state: SignageState) {
	const get =
		(
			map: Map<string, Rec>,
			what: string,
			param: string,
			view: (r: Rec) => Rec = (r) => r,
		): Route['handler'] =>
		(req) => ({
			body: view(state.find(map, req.params[param], what)),
		});
	const remove =
		(
			map: Map<string, Rec>,
			what: string,
			param: string,
			after?: (id: string) => void,
		): Route['handler'] =>
		(req) => {
			state.find(map, req.params[param], what);
			map.delete(req.params[param]);
			after?.(req.params[param]);
			return { status: 204 };
		};
	const list =
		(records: () => Rec[]): Route['handler'] =>
		(req) => ({ body: paginate(records(), req.query) });
	return { get, remove, list };
}
