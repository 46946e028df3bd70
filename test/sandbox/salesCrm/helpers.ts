import { ApiFailure } from '../server';
import type { Rec } from './state';

/** `page`/`per_page` (default 25, max 100) with `meta {current_page, total_pages, total_count}`. */
export function paged(records: Rec[], query: Record<string, string>) {
	const page = query.page === undefined ? 1 : Number(query.page);
	const perPage = query.per_page === undefined ? 25 : Number(query.per_page);
	if (!Number.isInteger(page) || page < 1)
		throw new ApiFailure(422, 'validation_error', 'page must be a positive integer');
	if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
		throw new ApiFailure(422, 'validation_error', 'per_page must be 1-100');
	const data = records.slice((page - 1) * perPage, page * perPage);
	return {
		body: {
			data,
			meta: {
				current_page: page,
				total_pages: Math.max(1, Math.ceil(records.length / perPage)),
				total_count: records.length,
			},
		},
	};
}

export function oneOf(name: string, value: string | undefined, allowed: string[]) {
	if (value !== undefined && !allowed.includes(value))
		throw new ApiFailure(422, 'validation_error', `${name} must be one of ${allowed.join(', ')}`);
}

export function dateQuery(name: string, value: string | undefined) {
	if (value === undefined) return undefined;
	const ms = Date.parse(value);
	if (Number.isNaN(ms)) throw new ApiFailure(422, 'validation_error', `${name} must be ISO 8601`);
	return ms;
}

export function numberQuery(name: string, value: string | undefined) {
	if (value === undefined) return undefined;
	const n = Number(value);
	if (!Number.isFinite(n))
		throw new ApiFailure(422, 'validation_error', `${name} must be a number`);
	return n;
}

/** The record `id` of `map`, or the API's 404. */
export function found<T>(map: Map<string, T>, kind: string, id: string) {
	const record = map.get(id);
	if (!record) throw new ApiFailure(404, 'not_found', `${kind} ${id} not found`);
	return record;
}

/** Rows of an imported file: a JSON array, or CSV with a header line. */
export function importRows(bytes: Buffer, fileName = ''): Rec[] {
	const text = bytes.toString('utf8').trim();
	if (fileName.endsWith('.json') || text.startsWith('[')) {
		try {
			return JSON.parse(text);
		} catch {
			throw new ApiFailure(422, 'validation_error', 'file is not valid JSON');
		}
	}
	if (fileName.endsWith('.xlsx'))
		throw new ApiFailure(422, 'unsupported_file', 'XLSX parsing is not simulated');
	const [header, ...lines] = text.split(/\r?\n/);
	const columns = header.split(',').map((c) => c.trim());
	return lines
		.filter(Boolean)
		.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v.trim()])));
}
