import { randomUUID } from 'node:crypto';

/** The Workspace CRM's in-memory store, its tokens, members and reference data, and the demo's seed data. */

// The sandbox reads arbitrary JSON.
export type Rec = Record<string, any>;

export const WORKSPACE_CRM_TOKENS = {
	full: 'wcrm-full-token',
	/** contacts:read:own only: sees the contacts assigned to it */
	own: 'wcrm-own-token',
	/** read permissions only: writes answer 403 */
	readOnly: 'wcrm-read-token',
};

export const ALL_SCOPES = ['contacts', 'companies'].flatMap((e) =>
	['read', 'create', 'update', 'delete'].map((a) => `${e}:${a}`),
);

export const USERS: Rec[] = [
	{ id: 'u1', name: 'Ana Ruiz', active: true },
	{ id: 'u2', name: 'Luis Vega', active: true },
	{ id: 'u3', name: 'Former Member', active: false },
];
export const SOURCES: Rec[] = [
	{ id: 'src_web', handle: 'website', name: 'Website' },
	{ id: 'src_ref', handle: 'referral', name: 'Referral' },
];
export const TAGS: Rec[] = [
	{ id: 'tag_vip', label: 'VIP', handle: 'vip', color: '#d97706' },
	{ id: 'tag_lead', label: 'Lead', handle: 'lead', color: '#2563eb' },
];
export const CUSTOM_FIELDS: Record<string, string[]> = {
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
export const CURRENCIES = [
	'USD',
	'EUR',
	'MXN',
	'GBP',
	'JPY',
	'CAD',
	'BRL',
	'COP',
	'ARS',
	'CLP',
	'CHF',
];

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
