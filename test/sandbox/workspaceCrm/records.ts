import type { Route, SandboxRequest } from '../server';
import { ApiFailure } from '../server';
import type { Rec, WorkspaceCrmState } from './state';
import { CURRENCIES, CUSTOM_FIELDS, TAGS, USERS } from './state';

/** What contacts and companies share: cursor lists, lookups, reference checks and their CRUD routes. */

const SORT_KEYS: Record<string, string> = {
	created_at: 'createdAt',
	updated_at: 'updatedAt',
	first_name: 'firstName',
	last_name: 'lastName',
	email: 'email',
	score: 'score',
	name: 'name',
	employee_count: 'employeeCount',
	annual_revenue: 'annualRevenue',
};

function listPage(records: Rec[], query: Record<string, string>, sortable: string[]) {
	const limit = query.limit === undefined ? 25 : Number(query.limit);
	if (!Number.isInteger(limit) || limit < 1 || limit > 100)
		throw new ApiFailure(422, 'validation_error', 'limit must be 1-100');
	const sort = query.sort ?? 'created_at';
	if (!sortable.includes(sort))
		throw new ApiFailure(422, 'validation_error', `sort must be one of ${sortable.join(', ')}`);
	const order = query.order ?? 'desc';
	if (!['asc', 'desc'].includes(order))
		throw new ApiFailure(422, 'validation_error', 'order must be asc or desc');
	const key = SORT_KEYS[sort];
	const direction = order === 'asc' ? 1 : -1;
	const sorted = [...records].sort((a, b) => {
		const x = a[key] ?? '';
		const y = b[key] ?? '';
		if (x < y) return -direction;
		if (x > y) return direction;
		return a.id < b.id ? direction : -direction;
	});
	let offset = 0;
	if (query.cursor) {
		try {
			offset = JSON.parse(Buffer.from(query.cursor, 'base64url').toString()).o;
		} catch {
			throw new ApiFailure(400, 'invalid_cursor', 'The cursor is not valid');
		}
	}
	const data = sorted.slice(offset, offset + limit);
	const hasMore = offset + limit < sorted.length;
	return {
		data,
		nextCursor: hasMore
			? Buffer.from(JSON.stringify({ o: offset + limit })).toString('base64url')
			: null,
		hasMore,
	};
}

export function matchesSearch(record: Rec, search: string | undefined, fields: string[]) {
	if (!search) return true;
	const needle = search.toLowerCase();
	return fields.some((f) =>
		String(record[f] ?? '')
			.toLowerCase()
			.includes(needle),
	);
}

export function parseDate(value: string | undefined, name: string) {
	if (value === undefined) return undefined;
	const ms = Date.parse(value);
	if (Number.isNaN(ms)) throw new ApiFailure(422, 'validation_error', `${name} must be ISO 8601`);
	return ms;
}

/** The live record of the path; a contact a token limited to its own may not see reads as missing. */
function find(state: WorkspaceCrmState, kind: 'contact' | 'company', req: SandboxRequest) {
	const record = (kind === 'contact' ? state.contacts : state.companies).get(req.params.id);
	if (!record || record.deleted)
		throw new ApiFailure(404, 'not_found', `${kind} ${req.params.id} not found`);
	if (kind === 'contact' && !canSeeAll(req) && record.ownerId !== req.principal?.userId) {
		throw new ApiFailure(404, 'not_found', `contact ${req.params.id} not found`);
	}
	return record;
}

export const canSeeAll = (req: SandboxRequest) =>
	req.principal?.scopes.includes('contacts:read') ?? false;

/** The rules the schema cannot express: references that must exist (400) and custom field keys. */
function checkReferences(state: WorkspaceCrmState, kind: 'contact' | 'company', body: Rec) {
	if (body.ownerId && !USERS.some((u) => u.id === body.ownerId && u.active)) {
		throw new ApiFailure(400, 'invalid_owner', 'ownerId is not an active workspace member');
	}
	if (kind === 'contact' && body.companyId) {
		const company = state.companies.get(body.companyId);
		if (!company || company.deleted)
			throw new ApiFailure(400, 'invalid_company', 'companyId names an unknown or deleted company');
	}
	if (kind === 'company' && body.website && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(body.website)) {
		throw new ApiFailure(
			400,
			'invalid_website',
			'website must be a valid URL including its protocol',
		);
	}
	if (kind === 'company' && body.currency && !CURRENCIES.includes(body.currency)) {
		throw new ApiFailure(
			400,
			'invalid_currency',
			`currency ${body.currency} is not a recognised ISO 4217 code`,
		);
	}
	const allowed = CUSTOM_FIELDS[kind];
	const unknown = Object.keys(body.customData ?? {}).filter((k) => !allowed.includes(k));
	if (unknown.length) {
		throw new ApiFailure(
			422,
			'validation_error',
			`customData keys not configured: ${unknown.join(', ')}`,
			unknown.map((field) => ({
				field: `customData.${field}`,
				code: 'unknown_field',
				message: 'not a configured custom field',
			})),
		);
	}
	for (const [name, list] of [
		['tagIds', body.tagIds],
		['tags', body.tags],
	] as const) {
		const bad = (list ?? []).filter((id: string) => !TAGS.some((t) => t.id === id));
		if (bad.length)
			throw new ApiFailure(422, 'validation_error', `${name}: unknown tag ids ${bad.join(', ')}`);
	}
}

/** List, get, create, update (PUT) and soft-delete of contacts or companies. */
export function crud(
	state: WorkspaceCrmState,
	kind: 'contact' | 'company',
	path: string,
	properties: Rec,
	required: string[],
	list: (req: SandboxRequest) => Rec[],
): Route[] {
	const scope = kind === 'contact' ? 'contacts' : 'companies';
	const store = () => (kind === 'contact' ? state.contacts : state.companies);
	return [
		{
			method: 'GET',
			path,
			scope: `${scope}:read`,
			handler: (req) => {
				const page = listPage(
					list(req),
					req.query,
					kind === 'contact'
						? ['created_at', 'updated_at', 'first_name', 'last_name', 'email', 'score']
						: ['created_at', 'updated_at', 'name', 'employee_count', 'annual_revenue'],
				);
				return { body: { ...page, data: page.data.map((r) => state.view(kind, r)) } };
			},
		},
		{
			method: 'GET',
			path: `${path}/{id}`,
			scope: `${scope}:read`,
			handler: (req) => ({ body: state.view(kind, find(state, kind, req)) }),
		},
		{
			method: 'POST',
			path,
			scope: `${scope}:create`,
			body: { type: 'object', required, properties, additionalProperties: false },
			handler: (req) => {
				checkReferences(state, kind, req.body);
				return {
					status: 201,
					body: state.view(kind, state.insert(kind, req.body, req.principal!.userId)),
				};
			},
		},
		{
			method: 'PUT',
			path: `${path}/{id}`,
			scope: `${scope}:update`,
			body: { type: 'object', properties, additionalProperties: false },
			handler: (req) => {
				const record = find(state, kind, req);
				checkReferences(state, kind, req.body);
				Object.assign(record, req.body, { updatedAt: state.now() });
				return { body: state.view(kind, record) };
			},
		},
		{
			method: 'DELETE',
			path: `${path}/{id}`,
			scope: `${scope}:delete`,
			handler: (req) => {
				const record = find(state, kind, req);
				record.deleted = true;
				store().set(record.id, record);
				return { body: { success: true } };
			},
		},
	];
}

/** The records not deleted. */
export const live = (map: Map<string, Rec>) => [...map.values()].filter((r) => !r.deleted);
