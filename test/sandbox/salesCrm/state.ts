import type { PostedDelivery } from '../stamps';
import { StampedStore } from '../stamps';

/** The Sales CRM's in-memory store, its tokens and users, and the demo's seed data. */

export type Rec = Record<string, any>;

export const SALES_CRM_TOKENS = {
	full: 'scrm-full-token',
	/** crm:read only: writes answer 403 */
	readOnly: 'scrm-read-token',
};

export const ALL_SCOPES = [
	'crm:read',
	'crm:write',
	'crm:delete',
	'crm:admin',
	'crm:automations',
	'crm:reports',
];
export const SALES_USERS: Rec[] = [
	{ id: 'u1', name: 'Ana Ruiz' },
	{ id: 'u2', name: 'Luis Vega' },
];
export const VERTICALS = ['automotive', 'real_estate', 'education', 'services'];
export const EVENTS = ['deal.created', 'deal.won', 'deal.lost', 'contact.created'];
export const ACTIVITY_TYPES = ['email', 'call', 'meeting', 'task', 'note'];
export const DAY = 86_400_000;

export type Delivery = PostedDelivery & { webhook_id: string };

export class SalesCrmState extends StampedStore {
	contacts = new Map<string, Rec>();
	deals = new Map<string, Rec>();
	pipelines = new Map<string, Rec>();
	automations = new Map<string, Rec>();
	executions: Rec[] = [];
	activities = new Map<string, Rec>();
	webhooks = new Map<string, Rec>();
	deliveries: Delivery[] = [];
	/** Multipart imports as received: fields and the file's bytes */
	imports: Array<{
		fields: Record<string, string>;
		fileName?: string;
		contentType?: string;
		bytes: Buffer;
	}> = [];

	reset() {
		for (const map of [
			this.contacts,
			this.deals,
			this.pipelines,
			this.automations,
			this.activities,
			this.webhooks,
		])
			map.clear();
		this.executions = [];
		this.deliveries = [];
		this.imports = [];
		this.restartIds();
	}

	addContact(body: Rec) {
		const at = this.now();
		const contact = {
			id: this.id('ct'),
			name: '',
			email: null,
			phone: null,
			company: null,
			position: null,
			vertical: null,
			tags: [],
			custom_fields: {},
			...body,
			created_at: at,
			updated_at: at,
		};
		this.contacts.set(contact.id, contact);
		return contact;
	}

	addPipeline(body: Rec) {
		const pipeline = {
			id: this.id('pl'),
			name: body.name,
			vertical: body.vertical ?? null,
			stages: (body.stages as Rec[]).map((s, position) => ({
				id: this.id('st'),
				name: s.name,
				probability: s.probability,
				position,
			})),
			created_at: this.now(),
		};
		this.pipelines.set(pipeline.id, pipeline);
		return pipeline;
	}

	addDeal(body: Rec, ownerId = 'u1') {
		const at = this.now();
		const deal = {
			id: this.id('dl'),
			currency: 'USD',
			value: 0,
			custom_fields: {},
			expected_close_date: null,
			contact_id: null,
			...body,
			owner_id: body.owner_id ?? ownerId,
			status: 'open',
			stage_entered_at: at,
			created_at: at,
			updated_at: at,
		};
		this.deals.set(deal.id, deal);
		return deal;
	}

	seed({ contacts = 0, deals = 0 }: { contacts?: number; deals?: number } = {}) {
		const pipeline = this.addPipeline({
			name: 'Sales',
			vertical: 'services',
			stages: [
				{ name: 'Lead', probability: 10 },
				{ name: 'Proposal', probability: 50 },
				{ name: 'Negotiation', probability: 80 },
			],
		});
		const made = { pipeline, contacts: [] as Rec[], deals: [] as Rec[] };
		for (let i = 0; i < contacts; i++)
			made.contacts.push(
				this.addContact({
					name: `Contact ${i}`,
					email: `contact${i}@example.com`,
					vertical: VERTICALS[i % 4],
					tags: i % 2 ? ['vip'] : [],
				}),
			);
		for (let i = 0; i < deals; i++) {
			made.deals.push(
				this.addDeal({
					name: `Deal ${i}`,
					pipeline_id: pipeline.id,
					stage_id: pipeline.stages[i % 3].id,
					value: 1000 * (i + 1),
					owner_id: SALES_USERS[i % 2].id,
				}),
			);
		}
		return made;
	}

	stageOf(deal: Rec) {
		return this.pipelines.get(deal.pipeline_id)?.stages.find((s: Rec) => s.id === deal.stage_id);
	}

	dealView(deal: Rec): Rec {
		const { contact_id, pipeline_id, stage_id, owner_id, stage_entered_at, ...fields } = deal;
		const contact = this.contacts.get(contact_id);
		const pipeline = this.pipelines.get(pipeline_id);
		const stage = this.stageOf(deal);
		const owner = SALES_USERS.find((u) => u.id === owner_id);
		const probability =
			deal.status === 'won' ? 100 : deal.status === 'lost' ? 0 : (stage?.probability ?? 0);
		return {
			...fields,
			contact: contact ? { id: contact.id, name: contact.name, email: contact.email } : null,
			pipeline: pipeline ? { id: pipeline.id, name: pipeline.name } : null,
			stage: stage ? { id: stage.id, name: stage.name, probability: stage.probability } : null,
			owner: owner ? { id: owner.id, name: owner.name } : { id: owner_id, name: owner_id },
			weighted_value: Math.round((deal.value * probability) / 100),
			days_in_stage: Math.floor((Date.now() - Date.parse(stage_entered_at)) / DAY),
			total_days: Math.floor((Date.now() - Date.parse(deal.created_at)) / DAY),
			activities_count: [...this.activities.values()].filter((a) => a.deal_id === deal.id).length,
		};
	}

	pipelineView(pipeline: Rec): Rec {
		const deals = [...this.deals.values()].filter((d) => d.pipeline_id === pipeline.id);
		const stages = pipeline.stages.map((s: Rec) => {
			const inStage = deals.filter((d) => d.stage_id === s.id && d.status === 'open');
			return { ...s, deals_count: inStage.length, total_value: sum(inStage.map((d) => d.value)) };
		});
		const open = deals.filter((d) => d.status === 'open');
		return {
			...pipeline,
			stages,
			total_deals: deals.length,
			total_value: sum(deals.map((d) => d.value)),
			weighted_value: sum(open.map((d) => this.dealView(d).weighted_value)),
		};
	}
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * What `npm start` opens with: two pipelines with their stages, a few contacts and open deals in
 * several stages and owners, so every picker (pipelines, stages, deals, contacts, owners) lists
 * something. Tests start empty (or from `state.seed`).
 */
export function seedSalesCrm(state: SalesCrmState) {
	const sales = state.addPipeline({
		name: 'New Business',
		vertical: 'services',
		stages: [
			{ name: 'Lead', probability: 10 },
			{ name: 'Qualified', probability: 30 },
			{ name: 'Proposal', probability: 60 },
			{ name: 'Negotiation', probability: 80 },
		],
	});
	const realEstate = state.addPipeline({
		name: 'Property Sales',
		vertical: 'real_estate',
		stages: [
			{ name: 'Inquiry', probability: 10 },
			{ name: 'Viewing', probability: 40 },
			{ name: 'Offer', probability: 75 },
		],
	});
	const contacts = [
		state.addContact({
			name: 'Carmen López',
			email: 'carmen.lopez@brightpath.example',
			phone: '+52 55 5550 3100',
			company: 'BrightPath Consulting',
			position: 'Managing Partner',
			vertical: 'services',
			tags: ['vip'],
		}),
		state.addContact({
			name: 'Tomás Castillo',
			email: 'tomas@castillo-motors.example',
			company: 'Castillo Motors',
			position: 'Fleet Manager',
			vertical: 'automotive',
		}),
		state.addContact({
			name: 'Elena Navarro',
			email: 'elena.navarro@example.com',
			phone: '+34 611 222 333',
			vertical: 'real_estate',
			tags: ['buyer'],
		}),
		state.addContact({
			name: 'Pablo Méndez',
			email: 'pablo.mendez@learnhub.example',
			company: 'LearnHub Academy',
			position: 'Director',
			vertical: 'education',
		}),
	];
	const [carmen, tomas, elena, pablo] = contacts;
	const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
	const deal = (pipeline: Rec, stage: number, body: Rec) =>
		state.addDeal({ pipeline_id: pipeline.id, stage_id: pipeline.stages[stage].id, ...body });
	const deals = [
		deal(sales, 0, {
			name: 'BrightPath: strategy retainer',
			contact_id: carmen.id,
			value: 24_000,
			currency: 'USD',
			expected_close_date: inDays(45),
			owner_id: 'u1',
		}),
		deal(sales, 2, {
			name: 'Castillo Motors: fleet tracking',
			contact_id: tomas.id,
			value: 58_500,
			currency: 'USD',
			expected_close_date: inDays(20),
			owner_id: 'u2',
		}),
		deal(sales, 3, {
			name: 'LearnHub: campus licences',
			contact_id: pablo.id,
			value: 12_000,
			currency: 'EUR',
			expected_close_date: inDays(10),
			owner_id: 'u1',
		}),
		deal(sales, 1, {
			name: 'BrightPath: workshop series',
			contact_id: carmen.id,
			value: 6_500,
			currency: 'USD',
			expected_close_date: inDays(60),
			owner_id: 'u2',
		}),
		deal(realEstate, 1, {
			name: 'Navarro: flat in Chamberí',
			contact_id: elena.id,
			value: 420_000,
			currency: 'EUR',
			expected_close_date: inDays(30),
			owner_id: 'u2',
		}),
		deal(realEstate, 2, {
			name: 'Navarro: parking space',
			contact_id: elena.id,
			value: 28_000,
			currency: 'EUR',
			expected_close_date: inDays(15),
			owner_id: 'u1',
		}),
	];
	return { pipelines: [sales, realEstate], contacts, deals };
}
