import { randomUUID } from 'node:crypto';

import type { Principal, Route, SandboxInterface, SandboxRequest } from './server';
import { ApiFailure } from './server';

/** Workspace CRM (doc 000) simulated: contacts, companies, soft delete, cursor lists, geo reference. */

type Rec = Record<string, any>;

export const WORKSPACE_CRM_TOKENS = {
	full: 'wcrm-full-token',
	/** contacts:read:own only: sees the contacts assigned to it */
	own: 'wcrm-own-token',
	/** read permissions only: writes answer 403 */
	readOnly: 'wcrm-read-token',
};

const ALL_SCOPES = ['contacts', 'companies'].flatMap((e) =>
	['read', 'create', 'update', 'delete'].map((a) => `${e}:${a}`),
);

const USERS: Rec[] = [
	{ id: 'u1', name: 'Ana Ruiz', active: true },
	{ id: 'u2', name: 'Luis Vega', active: true },
	{ id: 'u3', name: 'Former Member', active: false },
];
const SOURCES: Rec[] = [
	{ id: 'src_web', handle: 'website', name: 'Website' },
	{ id: 'src_ref', handle: 'referral', name: 'Referral' },
];
const TAGS: Rec[] = [
	{ id: 'tag_vip', label: 'VIP', handle: 'vip', color: '#d97706' },
	{ id: 'tag_lead', label: 'Lead', handle: 'lead', color: '#2563eb' },
];
const CUSTOM_FIELDS: Record<string, string[]> = {
	contact: ['segment', 'budget', 'newsletter'],
	company: ['tier', 'region'],
};
export const GEO = {
	countries: [
		{ id: 1, name: 'Mexico' },
		{ id: 2, name: 'Spain' },
	],
	states: {
		1: [
			{ id: 10, name: 'Jalisco' },
			{ id: 11, name: 'Nuevo León' },
		],
		2: [{ id: 20, name: 'Madrid' }],
	} as Record<number, Rec[]>,
	cities: {
		10: [{ id: 100, name: 'Guadalajara' }],
		11: [{ id: 110, name: 'Monterrey' }],
		20: [{ id: 200, name: 'Madrid' }],
	} as Record<number, Rec[]>,
};
const CURRENCIES = ['USD', 'EUR', 'MXN', 'GBP', 'JPY', 'CAD', 'BRL', 'COP', 'ARS', 'CLP', 'CHF'];

const nullableString = { type: ['string', 'null'] };
const addressIds = {
	addressCountryId: { type: ['integer', 'null'] },
	addressStateId: { type: ['integer', 'null'] },
	addressCityId: { type: ['integer', 'null'] },
};
const emailSchema = { type: ['string', 'null'], pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };

const contactProperties = {
	firstName: { type: 'string', minLength: 1, maxLength: 100 },
	lastName: { type: 'string', minLength: 1, maxLength: 100 },
	email: emailSchema,
	phone: nullableString,
	mobile: nullableString,
	companyId: nullableString,
	position: nullableString,
	sourceId: nullableString,
	ownerId: nullableString,
	score: { type: 'integer', minimum: 0, maximum: 100 },
	tagIds: { type: 'array', items: { type: 'string' } },
	customData: { type: 'object' },
	...addressIds,
};
const companyProperties = {
	name: { type: 'string', minLength: 1, maxLength: 200 },
	website: nullableString,
	industry: nullableString,
	employeeCount: { type: ['integer', 'null'], minimum: 0 },
	annualRevenue: { type: ['integer', 'null'], minimum: 0 },
	currency: { type: ['string', 'null'], maxLength: 3 },
	phone: nullableString,
	email: emailSchema,
	description: nullableString,
	ownerId: nullableString,
	tags: { type: 'array', items: { type: 'string' } },
	customData: { type: 'object' },
	...addressIds,
};

export class WorkspaceCrmState {
	contacts = new Map<string, Rec>();
	companies = new Map<string, Rec>();
	private lastTime = 0;

	/** ISO timestamps that never go backwards */
	now() {
		this.lastTime = Math.max(Date.now(), this.lastTime);
		return new Date(this.lastTime).toISOString();
	}

	seedContacts(count: number, template: Rec = {}) {
		const made: Rec[] = [];
		for (let i = 0; i < count; i++) {
			made.push(
				this.insert(
					'contact',
					{
						firstName: `Seed${i}`,
						lastName: `Contact${i}`,
						email: `seed${i}@example.com`,
						...template,
					},
					'u1',
				),
			);
		}
		return made;
	}

	insert(kind: 'contact' | 'company', body: Rec, requester: string) {
		const at = this.now();
		const record: Rec = {
			id: randomUUID(),
			...blank(kind),
			...body,
			ownerId: body.ownerId ?? requester,
			createdAt: at,
			updatedAt: at,
		};
		(kind === 'contact' ? this.contacts : this.companies).set(record.id, record);
		return record;
	}

	view(kind: 'contact' | 'company', record: Rec): Rec {
		const { deleted, tagIds, tags, ...fields } = record;
		const owner = USERS.find((u) => u.id === record.ownerId);
		const names = {
			addressCountryName: GEO.countries.find((c) => c.id === record.addressCountryId)?.name ?? null,
			addressStateName:
				Object.values(GEO.states)
					.flat()
					.find((s) => s.id === record.addressStateId)?.name ?? null,
			addressCityName:
				Object.values(GEO.cities)
					.flat()
					.find((c) => c.id === record.addressCityId)?.name ?? null,
			ownerName: owner?.name ?? null,
			tags: ((kind === 'contact' ? tagIds : tags) ?? []).map(
				(id: string) => TAGS.find((t) => t.id === id) ?? { id },
			),
		};
		if (kind === 'company') return { ...fields, ...names };
		const company = record.companyId ? this.companies.get(record.companyId) : undefined;
		return {
			...fields,
			...names,
			// A deleted company reads as unavailable; the contact keeps its companyId.
			companyName: company && !company.deleted ? company.name : null,
			sourceName: SOURCES.find((s) => s.id === record.sourceId)?.name ?? null,
		};
	}
}

function blank(kind: 'contact' | 'company'): Rec {
	const common = {
		phone: null,
		email: null,
		ownerId: null,
		customData: {},
		addressCountryId: null,
		addressStateId: null,
		addressCityId: null,
	};
	return kind === 'contact'
		? {
				...common,
				mobile: null,
				companyId: null,
				position: null,
				sourceId: null,
				score: 0,
				tagIds: [],
			}
		: {
				...common,
				website: null,
				industry: null,
				employeeCount: null,
				annualRevenue: null,
				currency: null,
				description: null,
				tags: [],
			};
}

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

function matchesSearch(record: Rec, search: string | undefined, fields: string[]) {
	if (!search) return true;
	const needle = search.toLowerCase();
	return fields.some((f) =>
		String(record[f] ?? '')
			.toLowerCase()
			.includes(needle),
	);
}

function parseDate(value: string | undefined, name: string) {
	if (value === undefined) return undefined;
	const ms = Date.parse(value);
	if (Number.isNaN(ms)) throw new ApiFailure(422, 'validation_error', `${name} must be ISO 8601`);
	return ms;
}

export function workspaceCrmSandbox(
	state = new WorkspaceCrmState(),
): SandboxInterface & { state: WorkspaceCrmState } {
	const tokens: Record<string, Principal> = {
		[WORKSPACE_CRM_TOKENS.full]: { userId: 'u1', scopes: ALL_SCOPES },
		[WORKSPACE_CRM_TOKENS.own]: { userId: 'u2', scopes: ['contacts:read:own'] },
		[WORKSPACE_CRM_TOKENS.readOnly]: { userId: 'u1', scopes: ['contacts:read', 'companies:read'] },
	};

	const find = (kind: 'contact' | 'company', req: SandboxRequest) => {
		const record = (kind === 'contact' ? state.contacts : state.companies).get(req.params.id);
		if (!record || record.deleted)
			throw new ApiFailure(404, 'not_found', `${kind} ${req.params.id} not found`);
		if (kind === 'contact' && !canSeeAll(req) && record.ownerId !== req.principal?.userId) {
			throw new ApiFailure(404, 'not_found', `contact ${req.params.id} not found`);
		}
		return record;
	};
	const canSeeAll = (req: SandboxRequest) =>
		req.principal?.scopes.includes('contacts:read') ?? false;

	/** The rules the schema cannot express: references that must exist (400) and custom field keys. */
	const checkReferences = (kind: 'contact' | 'company', body: Rec) => {
		if (body.ownerId && !USERS.some((u) => u.id === body.ownerId && u.active)) {
			throw new ApiFailure(400, 'invalid_owner', 'ownerId is not an active workspace member');
		}
		if (kind === 'contact' && body.companyId) {
			const company = state.companies.get(body.companyId);
			if (!company || company.deleted)
				throw new ApiFailure(
					400,
					'invalid_company',
					'companyId names an unknown or deleted company',
				);
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
	};

	const crud = (
		kind: 'contact' | 'company',
		path: string,
		properties: Rec,
		required: string[],
		list: (req: SandboxRequest) => Rec[],
	): Route[] => {
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
				handler: (req) => ({ body: state.view(kind, find(kind, req)) }),
			},
			{
				method: 'POST',
				path,
				scope: `${scope}:create`,
				body: { type: 'object', required, properties, additionalProperties: false },
				handler: (req) => {
					checkReferences(kind, req.body);
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
					const record = find(kind, req);
					checkReferences(kind, req.body);
					Object.assign(record, req.body, { updatedAt: state.now() });
					return { body: state.view(kind, record) };
				},
			},
			{
				method: 'DELETE',
				path: `${path}/{id}`,
				scope: `${scope}:delete`,
				handler: (req) => {
					const record = find(kind, req);
					record.deleted = true;
					store().set(record.id, record);
					return { body: { success: true } };
				},
			},
		];
	};

	const live = (map: Map<string, Rec>) => [...map.values()].filter((r) => !r.deleted);

	const routes: Route[] = [
		...crud('contact', '/contacts', contactProperties, ['firstName', 'lastName'], (req) => {
			const q = req.query;
			const after = parseDate(q.created_after, 'created_after');
			const before = parseDate(q.created_before, 'created_before');
			return live(state.contacts).filter(
				(c) =>
					(canSeeAll(req) || c.ownerId === req.principal?.userId) &&
					matchesSearch(c, q.search, ['firstName', 'lastName', 'email', 'phone', 'mobile']) &&
					(!q.owner_id || c.ownerId === q.owner_id) &&
					(!q.source ||
						c.sourceId === q.source ||
						SOURCES.find((s) => s.handle === q.source)?.id === c.sourceId) &&
					(after === undefined || Date.parse(c.createdAt) > after) &&
					(before === undefined || Date.parse(c.createdAt) < before),
			);
		}),
		...crud('company', '/companies', companyProperties, ['name'], (req) => {
			const q = req.query;
			return live(state.companies).filter(
				(c) =>
					matchesSearch(c, q.search, ['name', 'email', 'phone']) &&
					(!q.owner_id || c.ownerId === q.owner_id) &&
					(!q.industry || c.industry === q.industry),
			);
		}),
		{
			method: 'GET',
			path: '/geo/countries',
			auth: false,
			handler: () => ({ body: { data: GEO.countries } }),
		},
		{
			method: 'GET',
			path: '/geo/states/{countryId}',
			auth: false,
			handler: (req) => {
				const states = GEO.states[Number(req.params.countryId)];
				if (!states)
					throw new ApiFailure(404, 'not_found', `country ${req.params.countryId} not found`);
				return { body: { data: states } };
			},
		},
		{
			method: 'GET',
			path: '/geo/cities/{stateId}',
			auth: false,
			handler: (req) => {
				const cities = GEO.cities[Number(req.params.stateId)];
				if (!cities)
					throw new ApiFailure(404, 'not_found', `state ${req.params.stateId} not found`);
				return { body: { data: cities } };
			},
		},
	];

	return {
		slug: 'workspace_crm',
		prefix: '/public/v1',
		tokens,
		routes,
		state,
		error: (_status, code, message, details) => ({
			error: code,
			message,
			...(details ? { details } : {}),
		}),
		reset() {
			state.contacts.clear();
			state.companies.clear();
		},
	};
}

/**
 * What `npm start` opens with: a few companies and the contacts who work there, spread over the
 * workspace's members, sources, tags and places, so every picker lists something. Tests start empty.
 */
export function seedWorkspaceCrm(state: WorkspaceCrmState) {
	const company = (body: Rec) => state.insert('company', body, 'u1');
	const acme = company({
		name: 'Acme Logistics',
		website: 'https://acme-logistics.example',
		industry: 'Logistics',
		employeeCount: 240,
		annualRevenue: 18_500_000,
		currency: 'USD',
		phone: '+52 33 5550 1200',
		email: 'hello@acme-logistics.example',
		description: 'Freight forwarding across Mexico and the US',
		tags: ['tag_vip'],
		customData: { tier: 'gold', region: 'west' },
		addressCountryId: 1,
		addressStateId: 10,
		addressCityId: 100,
	});
	const northwind = company({
		name: 'Northwind Foods',
		website: 'https://northwind-foods.example',
		industry: 'Food & Beverage',
		employeeCount: 85,
		annualRevenue: 4_200_000,
		currency: 'EUR',
		email: 'compras@northwind-foods.example',
		ownerId: 'u2',
		tags: ['tag_lead'],
		customData: { tier: 'silver', region: 'europe' },
		addressCountryId: 2,
		addressStateId: 20,
		addressCityId: 200,
	});
	const globex = company({
		name: 'Globex Software',
		website: 'https://globex.example',
		industry: 'Software',
		employeeCount: 32,
		annualRevenue: 950_000,
		currency: 'MXN',
		phone: '+52 81 5550 7788',
		addressCountryId: 1,
		addressStateId: 11,
		addressCityId: 110,
	});
	const contact = (body: Rec) => state.insert('contact', body, 'u1');
	return {
		companies: [acme, northwind, globex],
		contacts: [
			contact({
				firstName: 'María',
				lastName: 'González',
				email: 'maria.gonzalez@acme-logistics.example',
				phone: '+52 33 5550 1201',
				companyId: acme.id,
				position: 'Operations Director',
				sourceId: 'src_ref',
				score: 85,
				tagIds: ['tag_vip'],
				customData: { segment: 'enterprise', budget: 120000, newsletter: true },
				addressCountryId: 1,
				addressStateId: 10,
				addressCityId: 100,
			}),
			contact({
				firstName: 'Jorge',
				lastName: 'Ramírez',
				email: 'jorge.ramirez@acme-logistics.example',
				mobile: '+52 33 1234 5678',
				companyId: acme.id,
				position: 'Procurement Manager',
				sourceId: 'src_web',
				score: 60,
				ownerId: 'u2',
			}),
			contact({
				firstName: 'Lucía',
				lastName: 'Fernández',
				email: 'lucia@northwind-foods.example',
				companyId: northwind.id,
				position: 'Head of Purchasing',
				sourceId: 'src_web',
				score: 45,
				tagIds: ['tag_lead'],
				ownerId: 'u2',
				addressCountryId: 2,
				addressStateId: 20,
				addressCityId: 200,
			}),
			contact({
				firstName: 'Daniel',
				lastName: 'Ortiz',
				email: 'daniel.ortiz@globex.example',
				phone: '+52 81 5550 7790',
				companyId: globex.id,
				position: 'CTO',
				sourceId: 'src_ref',
				score: 70,
				customData: { segment: 'smb', newsletter: false },
			}),
			contact({
				firstName: 'Sofía',
				lastName: 'Herrera',
				email: 'sofia.herrera@example.com',
				mobile: '+34 600 123 456',
				sourceId: 'src_web',
				score: 20,
				tagIds: ['tag_lead'],
				addressCountryId: 2,
			}),
		],
	};
}
