import { queryOneOf as oneOf } from '../lists';
import { ApiFailure } from '../server';
import { DAY, Rec } from './state';

export { oneOf };
export { pageWithTotals as paginate } from '../lists';

export function day(query: Record<string, string>, name: string, required = false) {
	const value = query[name];
	if (value === undefined) {
		if (required)
			throw new ApiFailure(400, 'invalid_parameter', `${name} is required (YYYY-MM-DD)`);
		return undefined;
	}
	if (!DAY.test(value))
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be a date YYYY-MM-DD`);
	return value;
}

export function sortBy(
	records: Rec[],
	query: Record<string, string>,
	keys: Record<string, (r: Rec) => string | number>,
) {
	oneOf(query, 'sort_by', Object.keys(keys));
	const key = query.sort_by ? keys[query.sort_by] : undefined;
	if (!key) return records;
	return [...records].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export const contains = (needle: string | undefined, ...haystack: unknown[]) =>
	!needle ||
	haystack.some((value) =>
		String(value ?? '')
			.toLowerCase()
			.includes(needle.toLowerCase()),
	);

/** The period a report covers: the month, quarter or year around `date`. */
export function periodOf(query: Record<string, string>) {
	oneOf(query, 'period', ['month', 'quarter', 'year']);
	const date = day(query, 'date', true)!;
	const [y, m] = date.split('-').map(Number);
	const period = query.period ?? 'month';
	const firstMonth =
		period === 'year' ? 1 : period === 'quarter' ? Math.floor((m - 1) / 3) * 3 + 1 : m;
	const months = period === 'year' ? 12 : period === 'quarter' ? 3 : 1;
	const from = `${y}-${String(firstMonth).padStart(2, '0')}-01`;
	const to = new Date(Date.UTC(y, firstMonth - 1 + months, 0)).toISOString().slice(0, 10);
	return { type: period, from, to };
}
