import { ApiFailure } from '../../server';
import type { RecruitmentState } from '../state';
import { DAY, invalid, regions } from '../state';

export type Rec = Record<string, any>;

export function paginate(records: Rec[], query: Record<string, string>) {
	const page = query.page === undefined ? 1 : Number(query.page);
	const perPage = query.per_page === undefined ? 25 : Number(query.per_page);
	if (!Number.isInteger(page) || page < 1) throw invalid('page', 'must be a positive integer', 400);
	if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
		throw invalid('per_page', 'must be 1 to 100', 400);
	return {
		data: records.slice((page - 1) * perPage, page * perPage),
		meta: {
			current_page: page,
			per_page: perPage,
			total: records.length,
			total_pages: Math.ceil(records.length / perPage),
		},
	};
}

export function oneOf(query: Record<string, string>, name: string, allowed: string[]) {
	if (query[name] !== undefined && !allowed.includes(query[name]))
		throw invalid(name, `must be one of ${allowed.join(', ')}`, 400);
}

export function integerQuery(query: Record<string, string>, name: string) {
	if (query[name] === undefined) return undefined;
	if (!/^\d+$/.test(query[name])) throw invalid(name, 'must be a whole number', 400);
	return Number(query[name]);
}

/** An ISO 8601 date or date-time of the query, as epoch ms; a bare date as `to` reaches the end of that day. */
export function dateQuery(query: Record<string, string>, name: string, endOfDay = false) {
	const value = query[name];
	if (value === undefined) return undefined;
	const ms = Date.parse(value);
	if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms))
		throw invalid(name, 'must be an ISO 8601 date', 400);
	return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value) ? ms + DAY - 1 : ms;
}

export function inPeriod(
	at: string | null | undefined,
	query: Record<string, string>,
	fromName = 'from',
	toName = 'to',
) {
	if (!at) return false;
	const from = dateQuery(query, fromName);
	const to = dateQuery(query, toName, true);
	const ms = Date.parse(at);
	return (from === undefined || ms >= from) && (to === undefined || ms <= to);
}

export const lower = (value: unknown) => String(value ?? '').toLowerCase();
export const average = (values: number[]) =>
	values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
export const percent = (part: number, whole: number) =>
	whole ? Math.round((part / whole) * 1000) / 10 : 0;

export const found = (map: Map<string, Rec>, kind: string, id: string) => {
	const record = map.get(id);
	if (!record) throw new ApiFailure(404, 'not_found', `${kind} ${id} not found`);
	return record;
};

export const checkCountry = (body: Rec) => {
	const code = body.location?.country;
	if (code !== undefined && !regions.of(code))
		throw invalid('location.country', `${code} is not an ISO 3166 country code`);
};

export const checkSalary = (salary: Rec | undefined) => {
	if (salary?.min !== undefined && salary?.max !== undefined && salary.min > salary.max)
		throw invalid('salary_range.min', 'must not exceed salary_range.max');
};

/** An interview that can still change: neither cancelled nor completed (409 otherwise). */
export const activeInterview = (state: RecruitmentState, id: string) => {
	const interview = found(state.interviews, 'interview', id);
	if (interview.status === 'cancelled' || interview.status === 'completed') {
		throw new ApiFailure(409, 'interview_closed', `interview ${id} is ${interview.status}`);
	}
	return interview;
};
