import { createHmac, randomUUID } from 'node:crypto';

import type { Principal, Route, SandboxInterface, SandboxRequest } from './server';
import { ApiFailure } from './server';

/**
 * Sales CRM (doc 000) simulated: contacts with verticals, deals moving through pipeline stages
 * (won/lost), pipelines, automations with their execution history, activities, reports computed
 * from the data, and webhooks that receive signed deliveries when deals and contacts change.
 *
 * Signing (not in the document; the node's documented default): `X-Signature: sha256=<hex>` with
 * HMAC-SHA256 over `<X-Timestamp>.<raw body>`, `X-Timestamp` in Unix seconds, `X-Delivery-Id`.
 */

type Rec = Record<string, any>;

export const SALES_CRM_TOKENS = {
	full: 'scrm-full-token',
	/** crm:read only: writes answer 403 */
	readOnly: 'scrm-read-token',
};

const ALL_SCOPES = [
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
const VERTICALS = ['automotive', 'real_estate', 'education', 'services'];
const EVENTS = ['deal.created', 'deal.won', 'deal.lost', 'contact.created'];
const ACTIVITY_TYPES = ['email', 'call', 'meeting', 'task', 'note'];
const DAY = 86_400_000;

const str = { type: ['string', 'null'] };
const contactProperties = {
	name: { type: 'string', minLength: 1, maxLength: 255 },
	email: { type: ['string', 'null'], pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
	phone: str,
	company: str,
	position: str,
	tags: { type: 'array', items: { type: 'string' } },
	vertical: { enum: VERTICALS },
	custom_fields: { type: 'object' },
};
const dealProperties = {
	name: { type: 'string', minLength: 1 },
	contact_id: { type: 'string' },
	pipeline_id: { type: 'string' },
	stage_id: { type: 'string' },
	value: { type: 'number', minimum: 0 },
	currency: { type: 'string', pattern: '^[A-Z]{3}$' },
	expected_close_date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
	owner_id: { type: 'string' },
	custom_fields: { type: 'object' },
};
const stagesSchema = {
	type: 'array',
	minItems: 1,
	items: {
		type: 'object',
		required: ['name', 'probability'],
		properties: {
			name: { type: 'string', minLength: 1 },
			probability: { type: 'number', minimum: 0, maximum: 100 },
		},
		additionalProperties: false,
	},
};
const pipelineProperties = {
	name: { type: 'string', minLength: 1 },
	vertical: { enum: VERTICALS },
	stages: stagesSchema,
};
const automationProperties = {
	name: { type: 'string', minLength: 1 },
	active: { type: 'boolean' },
	trigger: {
		type: 'object',
		properties: {
			event: { enum: EVENTS },
			conditions: {
				type: 'array',
				items: {
					type: 'object',
					required: ['field', 'operator'],
					properties: { field: { type: 'string' }, operator: { type: 'string' }, value: {} },
				},
			},
		},
		additionalProperties: false,
	},
	actions: {
		type: 'array',
		minItems: 1,
		items: {
			type: 'object',
			required: ['type'],
			properties: {
				type: { enum: ['assign_owner', 'send_email', 'create_task'] },
				config: { type: 'object' },
			},
			additionalProperties: false,
		},
	},
};
const activityProperties = {
	type: { enum: ACTIVITY_TYPES },
	contact_id: { type: 'string' },
	deal_id: { type: 'string' },
	subject: { type: 'string' },
	description: { type: 'string' },
	duration_minutes: { type: 'integer', minimum: 0 },
	completed: { type: 'boolean' },
};

export interface Delivery {
	webhook_id: string;
	url: string;
	event: string;
	headers: Record<string, string>;
	/** The exact bytes posted (what was signed) */
	raw: string;
	status?: number;
	error?: string;
}

/** The signature header value the sandbox sends: sha256=<hex HMAC-SHA256 over "<timestamp>.<raw>">. */
export function salesCrmSignature(secret: string, timestamp: string, raw: string) {
	return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
}

export class SalesCrmState {
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
	private sequence = 0;
	private lastTime = 0;

	id(prefix: string) {
		return `${prefix}_${++this.sequence}`;
	}

	now() {
		this.lastTime = Math.max(Date.now(), this.lastTime + 1);
		return new Date(this.lastTime).toISOString();
	}

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
		this.sequence = 0;
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

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** `page`/`per_page` (default 25, max 100) with `meta {current_page, total_pages, total_count}`. */
function paged(records: Rec[], query: Record<string, string>) {
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

function oneOf(name: string, value: string | undefined, allowed: string[]) {
	if (value !== undefined && !allowed.includes(value))
		throw new ApiFailure(422, 'validation_error', `${name} must be one of ${allowed.join(', ')}`);
}

function dateQuery(name: string, value: string | undefined) {
	if (value === undefined) return undefined;
	const ms = Date.parse(value);
	if (Number.isNaN(ms)) throw new ApiFailure(422, 'validation_error', `${name} must be ISO 8601`);
	return ms;
}

function numberQuery(name: string, value: string | undefined) {
	if (value === undefined) return undefined;
	const n = Number(value);
	if (!Number.isFinite(n))
		throw new ApiFailure(422, 'validation_error', `${name} must be a number`);
	return n;
}

/** The parts of a multipart/form-data body. */
export function parseMultipart(raw: Buffer, contentType: string) {
	const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
	if (!boundary) throw new ApiFailure(400, 'invalid_multipart', 'multipart body without boundary');
	const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
	const parts: Array<{ name: string; fileName?: string; contentType?: string; data: Buffer }> = [];
	let start = raw.indexOf(delimiter);
	while (start !== -1) {
		const next = raw.indexOf(delimiter, start + delimiter.length);
		if (next === -1) break;
		const part = raw.subarray(start + delimiter.length + 2, next - 2);
		const split = part.indexOf('\r\n\r\n');
		const head = part.subarray(0, split).toString('utf8');
		const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
		parts.push({
			name,
			fileName: /filename="([^"]*)"/.exec(head)?.[1],
			contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1],
			data: part.subarray(split + 4),
		});
		start = next;
	}
	return parts;
}

/** Rows of an imported file: a JSON array, or CSV with a header line. */
function importRows(bytes: Buffer, fileName = ''): Rec[] {
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

function valueAt(data: Rec, path: string): unknown {
	return path
		.split('.')
		.reduce<any>(
			(value, key) => (value === null || value === undefined ? undefined : value[key]),
			data,
		);
}

function conditionHolds(data: Rec, condition: Rec) {
	const actual = valueAt(data, condition.field) as any;
	switch (condition.operator) {
		case 'equals':
			return actual === condition.value;
		case 'not_equals':
			return actual !== condition.value;
		case 'greater_than':
			return Number(actual) > Number(condition.value);
		case 'less_than':
			return Number(actual) < Number(condition.value);
		case 'contains':
			return String(actual ?? '').includes(String(condition.value));
		default:
			return false;
	}
}

export function salesCrmSandbox(
	state = new SalesCrmState(),
): SandboxInterface & { state: SalesCrmState } {
	const tokens: Record<string, Principal> = {
		[SALES_CRM_TOKENS.full]: { userId: 'u1', scopes: ALL_SCOPES },
		[SALES_CRM_TOKENS.readOnly]: { userId: 'u2', scopes: ['crm:read'] },
	};

	const found = <T>(map: Map<string, T>, kind: string, id: string) => {
		const record = map.get(id);
		if (!record) throw new ApiFailure(404, 'not_found', `${kind} ${id} not found`);
		return record;
	};

	/** Posts a signed delivery of `event` to every active webhook subscribed to it, and runs the automations it triggers. */
	const emit = async (event: string, data: Rec) => {
		for (const automation of state.automations.values()) {
			if (!automation.active || automation.trigger?.event !== event) continue;
			const started = Date.now();
			if (!(automation.trigger.conditions ?? []).every((c: Rec) => conditionHolds(data, c)))
				continue;
			state.executions.push({
				id: state.id('ex'),
				automation_id: automation.id,
				status: 'success',
				trigger_event: event,
				trigger_data: data,
				actions_executed: automation.actions.length,
				duration_ms: Date.now() - started,
				executed_at: state.now(),
			});
		}
		for (const webhook of state.webhooks.values()) {
			if (!webhook.active || !webhook.events.includes(event)) continue;
			const id = `evt_${randomUUID()}`;
			const raw = JSON.stringify({ id, event, created_at: state.now(), data });
			const timestamp = String(Math.floor(Date.now() / 1000));
			const headers: Record<string, string> = {
				'Content-Type': 'application/json',
				'X-Delivery-Id': id,
				'X-Timestamp': timestamp,
				'X-Webhook-Id': webhook.id,
			};
			if (webhook.secret)
				headers['X-Signature'] = salesCrmSignature(webhook.secret, timestamp, raw);
			const delivery: Delivery = { webhook_id: webhook.id, url: webhook.url, event, headers, raw };
			state.deliveries.push(delivery);
			try {
				const response = await fetch(webhook.url, {
					method: 'POST',
					headers,
					body: raw,
					signal: AbortSignal.timeout(2000),
				});
				delivery.status = response.status;
			} catch (error) {
				delivery.error = (error as Error).message;
			}
		}
	};

	const contactList = (req: SandboxRequest) => {
		const q = req.query;
		oneOf('vertical', q.vertical, VERTICALS);
		oneOf('sort_by', q.sort_by, ['created_at', 'name', 'updated_at']);
		oneOf('sort_dir', q.sort_dir, ['asc', 'desc']);
		const needle = q.search?.toLowerCase();
		const key = q.sort_by ?? 'created_at';
		const direction = q.sort_dir === 'asc' ? 1 : -1;
		return [...state.contacts.values()]
			.filter(
				(c) =>
					(!needle ||
						[c.name, c.email, c.phone].some((f) =>
							String(f ?? '')
								.toLowerCase()
								.includes(needle),
						)) &&
					(!q.tag || c.tags.includes(q.tag)) &&
					(!q.segment_id ||
						c.custom_fields?.segment_id === q.segment_id ||
						(c.segment_ids ?? []).includes(q.segment_id)) &&
					(!q.vertical || c.vertical === q.vertical),
			)
			.sort((a, b) =>
				a[key] < b[key]
					? -direction
					: a[key] > b[key]
						? direction
						: a.id < b.id
							? -direction
							: direction,
			);
	};

	const checkDealRefs = (body: Rec, deal?: Rec) => {
		const pipelineId = body.pipeline_id ?? deal?.pipeline_id;
		const pipeline = state.pipelines.get(pipelineId);
		if (!pipeline)
			throw new ApiFailure(422, 'validation_error', `pipeline_id ${pipelineId} does not exist`, [
				{ field: 'pipeline_id', code: 'invalid' },
			]);
		const stageId = body.stage_id ?? deal?.stage_id;
		if (!pipeline.stages.some((s: Rec) => s.id === stageId)) {
			throw new ApiFailure(
				422,
				'validation_error',
				`stage_id ${stageId} is not a stage of pipeline ${pipeline.id}`,
				[{ field: 'stage_id', code: 'invalid' }],
			);
		}
		if (body.contact_id && !state.contacts.has(body.contact_id))
			throw new ApiFailure(422, 'validation_error', `contact_id ${body.contact_id} does not exist`);
		if (body.owner_id && !SALES_USERS.some((u) => u.id === body.owner_id))
			throw new ApiFailure(422, 'validation_error', `owner_id ${body.owner_id} is not a user`);
	};

	const openDeal = (req: SandboxRequest) => {
		const deal = found(state.deals, 'deal', req.params.deal_id);
		if (deal.status !== 'open')
			throw new ApiFailure(409, 'deal_closed', `deal ${deal.id} is already ${deal.status}`);
		return deal;
	};

	const createContact = async (body: Rec) => {
		if (body.email && [...state.contacts.values()].some((c) => c.email === body.email)) {
			throw new ApiFailure(409, 'duplicate_detected', `a contact with e-mail ${body.email} exists`);
		}
		const contact = state.addContact(body);
		await emit('contact.created', contact);
		return contact;
	};

	const routes: Route[] = [
		// Contacts
		{
			method: 'GET',
			path: '/contacts',
			scope: 'crm:read',
			handler: (req) => paged(contactList(req), req.query),
		},
		{
			method: 'POST',
			path: '/contacts',
			scope: 'crm:write',
			body: {
				type: 'object',
				required: ['name'],
				properties: contactProperties,
				additionalProperties: false,
			},
			handler: async (req) => ({ status: 201, body: await createContact(req.body) }),
		},
		{
			method: 'GET',
			path: '/contacts/{contact_id}',
			scope: 'crm:read',
			handler: (req) => ({ body: found(state.contacts, 'contact', req.params.contact_id) }),
		},
		{
			method: 'PATCH',
			path: '/contacts/{contact_id}',
			scope: 'crm:write',
			body: {
				type: 'object',
				properties: contactProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const contact = found(state.contacts, 'contact', req.params.contact_id);
				Object.assign(contact, req.body, { updated_at: state.now() });
				return { body: contact };
			},
		},
		{
			method: 'DELETE',
			path: '/contacts/{contact_id}',
			scope: 'crm:delete',
			handler: (req) => {
				const contact = found(state.contacts, 'contact', req.params.contact_id);
				state.contacts.delete(contact.id);
				// Documented: deleting a contact also deletes its activities, notes and deals.
				for (const [id, deal] of state.deals)
					if (deal.contact_id === contact.id) state.deals.delete(id);
				for (const [id, activity] of state.activities)
					if (activity.contact_id === contact.id) state.activities.delete(id);
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			path: '/contacts/import',
			scope: 'crm:write',
			handler: async (req) => {
				const contentType = String(req.headers['content-type'] ?? '');
				if (!contentType.startsWith('multipart/form-data'))
					throw new ApiFailure(400, 'invalid_content_type', 'import expects multipart/form-data');
				const parts = parseMultipart(req.rawBody, contentType);
				const file = parts.find((p) => p.name === 'file' && p.fileName !== undefined);
				if (!file)
					throw new ApiFailure(422, 'validation_error', 'file is required', [
						{ field: 'file', code: 'required' },
					]);
				const fields = Object.fromEntries(
					parts.filter((p) => p !== file).map((p) => [p.name, p.data.toString('utf8')]),
				);
				const strategy = fields.duplicate_strategy ?? 'skip';
				oneOf('duplicate_strategy', strategy, ['skip', 'update', 'create']);
				oneOf('vertical', fields.vertical, VERTICALS);
				state.imports.push({
					fields,
					fileName: file.fileName,
					contentType: file.contentType,
					bytes: Buffer.from(file.data),
				});
				const result = { total: 0, created: 0, updated: 0, skipped: 0 };
				for (const row of importRows(file.data, file.fileName)) {
					result.total++;
					const existing = [...state.contacts.values()].find(
						(c) => row.email && c.email === row.email,
					);
					const values = { ...row, ...(fields.vertical ? { vertical: fields.vertical } : {}) };
					if (existing && strategy === 'skip') result.skipped++;
					else if (existing && strategy === 'update') {
						Object.assign(existing, values, { updated_at: state.now() });
						result.updated++;
					} else {
						const contact = state.addContact(values);
						await emit('contact.created', contact);
						result.created++;
					}
				}
				return { status: 201, body: result };
			},
		},
		// Deals
		{
			method: 'GET',
			path: '/deals',
			scope: 'crm:read',
			handler: (req) => {
				const q = req.query;
				oneOf('status', q.status, ['open', 'won', 'lost']);
				oneOf('vertical', q.vertical, VERTICALS);
				const min = numberQuery('min_value', q.min_value);
				const max = numberQuery('max_value', q.max_value);
				const deals = [...state.deals.values()].filter((d) => {
					const vertical =
						state.pipelines.get(d.pipeline_id)?.vertical ??
						state.contacts.get(d.contact_id)?.vertical;
					return (
						(!q.pipeline_id || d.pipeline_id === q.pipeline_id) &&
						(!q.stage_id || d.stage_id === q.stage_id) &&
						(!q.owner_id || d.owner_id === q.owner_id) &&
						(!q.status || d.status === q.status) &&
						(min === undefined || d.value >= min) &&
						(max === undefined || d.value <= max) &&
						(!q.vertical || vertical === q.vertical)
					);
				});
				const page = paged(deals, q);
				return { body: { ...page.body, data: page.body.data.map((d) => state.dealView(d)) } };
			},
		},
		{
			method: 'POST',
			path: '/deals',
			scope: 'crm:write',
			body: {
				type: 'object',
				required: ['name', 'pipeline_id', 'stage_id'],
				properties: dealProperties,
				additionalProperties: false,
			},
			handler: async (req) => {
				checkDealRefs(req.body);
				const deal = state.addDeal(req.body, req.principal!.userId);
				const view = state.dealView(deal);
				await emit('deal.created', view);
				return { status: 201, body: view };
			},
		},
		{
			method: 'GET',
			path: '/deals/{deal_id}',
			scope: 'crm:read',
			handler: (req) => ({ body: state.dealView(found(state.deals, 'deal', req.params.deal_id)) }),
		},
		{
			method: 'PATCH',
			path: '/deals/{deal_id}',
			scope: 'crm:write',
			body: {
				type: 'object',
				properties: dealProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const deal = found(state.deals, 'deal', req.params.deal_id);
				checkDealRefs(req.body, deal);
				Object.assign(deal, req.body, { updated_at: state.now() });
				return { body: state.dealView(deal) };
			},
		},
		{
			method: 'POST',
			path: '/deals/{deal_id}/move',
			scope: 'crm:write',
			body: {
				type: 'object',
				required: ['stage_id'],
				properties: { stage_id: { type: 'string' }, reason: { type: 'string' } },
				additionalProperties: false,
			},
			handler: (req) => {
				const deal = openDeal(req);
				checkDealRefs({ stage_id: req.body.stage_id }, deal);
				const at = state.now();
				Object.assign(deal, {
					stage_id: req.body.stage_id,
					stage_entered_at: at,
					updated_at: at,
					last_move_reason: req.body.reason ?? null,
				});
				return { body: state.dealView(deal) };
			},
		},
		{
			method: 'POST',
			path: '/deals/{deal_id}/won',
			scope: 'crm:write',
			body: {
				type: 'object',
				properties: {
					final_value: { type: 'number', minimum: 0 },
					reason: { type: 'string' },
					notes: { type: 'string' },
				},
				additionalProperties: false,
			},
			handler: async (req) => {
				const deal = openDeal(req);
				req.body ??= {};
				Object.assign(deal, {
					status: 'won',
					value: req.body.final_value ?? deal.value,
					won_reason: req.body.reason ?? null,
					notes: req.body.notes ?? null,
					closed_at: state.now(),
					updated_at: state.now(),
				});
				const view = state.dealView(deal);
				await emit('deal.won', view);
				return { body: view };
			},
		},
		{
			method: 'POST',
			path: '/deals/{deal_id}/lost',
			scope: 'crm:write',
			body: {
				type: 'object',
				properties: {
					reason: { type: 'string' },
					competitor: { type: 'string' },
					notes: { type: 'string' },
				},
				additionalProperties: false,
			},
			handler: async (req) => {
				const deal = openDeal(req);
				req.body ??= {};
				Object.assign(deal, {
					status: 'lost',
					lost_reason: req.body.reason ?? null,
					competitor: req.body.competitor ?? null,
					notes: req.body.notes ?? null,
					closed_at: state.now(),
					updated_at: state.now(),
				});
				const view = state.dealView(deal);
				await emit('deal.lost', view);
				return { body: view };
			},
		},
		// Pipelines
		{
			method: 'GET',
			path: '/pipelines',
			scope: 'crm:read',
			handler: (req) =>
				paged(
					[...state.pipelines.values()].map((p) => state.pipelineView(p)),
					req.query,
				),
		},
		{
			method: 'GET',
			path: '/pipelines/{pipeline_id}',
			scope: 'crm:read',
			handler: (req) => ({
				body: state.pipelineView(found(state.pipelines, 'pipeline', req.params.pipeline_id)),
			}),
		},
		{
			method: 'POST',
			path: '/pipelines',
			scope: 'crm:admin',
			body: {
				type: 'object',
				required: ['name', 'stages'],
				properties: pipelineProperties,
				additionalProperties: false,
			},
			handler: (req) => ({ status: 201, body: state.pipelineView(state.addPipeline(req.body)) }),
		},
		{
			method: 'PATCH',
			path: '/pipelines/{pipeline_id}',
			scope: 'crm:admin',
			body: {
				type: 'object',
				properties: pipelineProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const pipeline = found(state.pipelines, 'pipeline', req.params.pipeline_id);
				const { stages, ...fields } = req.body;
				Object.assign(pipeline, fields);
				if (stages) {
					// Stages are matched by name, so deals keep a stage that is still there.
					pipeline.stages = stages.map((s: Rec, position: number) => ({
						id: pipeline.stages.find((old: Rec) => old.name === s.name)?.id ?? state.id('st'),
						name: s.name,
						probability: s.probability,
						position,
					}));
				}
				return { body: state.pipelineView(pipeline) };
			},
		},
		{
			method: 'DELETE',
			path: '/pipelines/{pipeline_id}',
			scope: 'crm:admin',
			handler: (req) => {
				const pipeline = found(state.pipelines, 'pipeline', req.params.pipeline_id);
				if ([...state.deals.values()].some((d) => d.pipeline_id === pipeline.id)) {
					throw new ApiFailure(409, 'pipeline_in_use', `pipeline ${pipeline.id} still has deals`);
				}
				state.pipelines.delete(pipeline.id);
				return { status: 204 };
			},
		},
		// Automations
		{
			method: 'GET',
			path: '/automations',
			scope: 'crm:read',
			handler: (req) => {
				const q = req.query;
				oneOf('active', q.active, ['true', 'false']);
				oneOf('type', q.type, ['workflow', 'sequence']);
				return paged(
					[...state.automations.values()].filter(
						(a) =>
							(q.active === undefined || String(a.active) === q.active) &&
							(!q.type || a.type === q.type),
					),
					q,
				);
			},
		},
		{
			method: 'GET',
			path: '/automations/{automation_id}',
			scope: 'crm:read',
			handler: (req) => ({
				body: found(state.automations, 'automation', req.params.automation_id),
			}),
		},
		{
			method: 'POST',
			path: '/automations',
			scope: 'crm:automations',
			body: {
				type: 'object',
				required: ['name', 'trigger', 'actions'],
				properties: automationProperties,
				additionalProperties: false,
			},
			handler: (req) => {
				const at = state.now();
				const automation = {
					id: state.id('au'),
					type: 'workflow',
					active: false,
					...req.body,
					created_at: at,
					updated_at: at,
				};
				state.automations.set(automation.id, automation);
				return { status: 201, body: automation };
			},
		},
		{
			method: 'PATCH',
			path: '/automations/{automation_id}',
			scope: 'crm:automations',
			body: {
				type: 'object',
				properties: automationProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const automation = found(state.automations, 'automation', req.params.automation_id);
				const { trigger, ...fields } = req.body;
				Object.assign(automation, fields, { updated_at: state.now() });
				if (trigger) automation.trigger = { ...automation.trigger, ...trigger };
				return { body: automation };
			},
		},
		{
			method: 'GET',
			path: '/automations/{automation_id}/executions',
			scope: 'crm:read',
			handler: (req) => {
				const automation = found(state.automations, 'automation', req.params.automation_id);
				return paged(
					state.executions.filter((e) => e.automation_id === automation.id).reverse(),
					req.query,
				);
			},
		},
		{
			method: 'DELETE',
			path: '/automations/{automation_id}',
			scope: 'crm:automations',
			handler: (req) => {
				state.automations.delete(
					found(state.automations, 'automation', req.params.automation_id).id,
				);
				return { status: 204 };
			},
		},
		// Activities
		{
			method: 'GET',
			path: '/activities',
			scope: 'crm:read',
			handler: (req) => {
				const q = req.query;
				oneOf('type', q.type, ACTIVITY_TYPES);
				const from = dateQuery('from', q.from);
				const to = dateQuery('to', q.to);
				return paged(
					[...state.activities.values()].filter(
						(a) =>
							(!q.contact_id || a.contact_id === q.contact_id) &&
							(!q.deal_id || a.deal_id === q.deal_id) &&
							(!q.type || a.type === q.type) &&
							(from === undefined || Date.parse(a.created_at) >= from) &&
							(to === undefined || Date.parse(a.created_at) <= to),
					),
					q,
				);
			},
		},
		{
			method: 'POST',
			path: '/activities',
			scope: 'crm:write',
			body: {
				type: 'object',
				required: ['type', 'subject'],
				properties: activityProperties,
				additionalProperties: false,
			},
			handler: (req) => {
				if (req.body.contact_id && !state.contacts.has(req.body.contact_id))
					throw new ApiFailure(
						422,
						'validation_error',
						`contact_id ${req.body.contact_id} does not exist`,
					);
				if (req.body.deal_id && !state.deals.has(req.body.deal_id))
					throw new ApiFailure(
						422,
						'validation_error',
						`deal_id ${req.body.deal_id} does not exist`,
					);
				const at = state.now();
				const activity = {
					id: state.id('ac'),
					completed: false,
					...req.body,
					created_at: at,
					updated_at: at,
				};
				state.activities.set(activity.id, activity);
				return { status: 201, body: activity };
			},
		},
		{
			method: 'GET',
			path: '/activities/{activity_id}',
			scope: 'crm:read',
			handler: (req) => ({ body: found(state.activities, 'activity', req.params.activity_id) }),
		},
		{
			method: 'PATCH',
			path: '/activities/{activity_id}',
			scope: 'crm:write',
			body: {
				type: 'object',
				properties: activityProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const activity = found(state.activities, 'activity', req.params.activity_id);
				Object.assign(activity, req.body, { updated_at: state.now() });
				return { body: activity };
			},
		},
		// Reports, computed from the data
		{
			method: 'GET',
			path: '/reports/pipeline',
			scope: 'crm:reports',
			handler: (req) => {
				const q = req.query;
				if (!q.pipeline_id)
					throw new ApiFailure(422, 'validation_error', 'pipeline_id is required', [
						{ field: 'pipeline_id', code: 'required' },
					]);
				oneOf('group_by', q.group_by, ['stage', 'owner', 'vertical', 'month']);
				const pipeline = found(state.pipelines, 'pipeline', q.pipeline_id);
				const from = dateQuery('from', q.from);
				const to = dateQuery('to', q.to);
				const deals = [...state.deals.values()].filter(
					(d) =>
						d.pipeline_id === pipeline.id &&
						(from === undefined || Date.parse(d.created_at) >= from) &&
						(to === undefined || Date.parse(d.created_at) <= to),
				);
				const won = deals.filter((d) => d.status === 'won');
				const lost = deals.filter((d) => d.status === 'lost');
				const closedDays = won.map(
					(d) => (Date.parse(d.closed_at) - Date.parse(d.created_at)) / DAY,
				);
				const groupBy = q.group_by ?? 'stage';
				const keyOf = (d: Rec) =>
					groupBy === 'owner'
						? d.owner_id
						: groupBy === 'vertical'
							? pipeline.vertical
							: groupBy === 'month'
								? d.created_at.slice(0, 7)
								: state.stageOf(d)?.name;
				const groups = new Map<string, Rec[]>();
				for (const d of deals) groups.set(keyOf(d), [...(groups.get(keyOf(d)) ?? []), d]);
				const rows = [...groups].map(([key, list]) => ({
					[groupBy]: key,
					deals_count: list.length,
					total_value: sum(list.map((d) => d.value)),
					avg_days: Math.round(sum(list.map((d) => state.dealView(d).days_in_stage)) / list.length),
				}));
				return {
					body: {
						pipeline: { id: pipeline.id, name: pipeline.name },
						period: { from: q.from ?? null, to: q.to ?? null },
						group_by: groupBy,
						summary: {
							total_deals: deals.length,
							total_value: sum(deals.map((d) => d.value)),
							won_deals: won.length,
							won_value: sum(won.map((d) => d.value)),
							lost_deals: lost.length,
							conversion_rate:
								won.length + lost.length
									? Math.round((won.length / (won.length + lost.length)) * 10000) / 100
									: 0,
							average_deal_value: deals.length ? sum(deals.map((d) => d.value)) / deals.length : 0,
							average_days_to_close: closedDays.length ? sum(closedDays) / closedDays.length : 0,
						},
						[`by_${groupBy}`]: rows,
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/reports/team',
			scope: 'crm:reports',
			handler: (req) => {
				const q = req.query;
				const from = dateQuery('from', q.from);
				const to = dateQuery('to', q.to);
				const deals = [...state.deals.values()].filter(
					(d) =>
						(!q.pipeline_id || d.pipeline_id === q.pipeline_id) &&
						(from === undefined || Date.parse(d.created_at) >= from) &&
						(to === undefined || Date.parse(d.created_at) <= to),
				);
				return {
					body: {
						period: { from: q.from ?? null, to: q.to ?? null },
						members: SALES_USERS.map((user) => {
							const own = deals.filter((d) => d.owner_id === user.id);
							const won = own.filter((d) => d.status === 'won');
							return {
								owner: user,
								deals_count: own.length,
								won_deals: won.length,
								won_value: sum(won.map((d) => d.value)),
								open_value: sum(own.filter((d) => d.status === 'open').map((d) => d.value)),
							};
						}),
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/reports/forecast',
			scope: 'crm:reports',
			handler: (req) => {
				const q = req.query;
				oneOf('period', q.period, ['monthly', 'quarterly', 'yearly']);
				oneOf('type', q.type, ['weighted', 'best_case', 'committed']);
				const period = q.period ?? 'monthly';
				const type = q.type ?? 'weighted';
				const open = [...state.deals.values()].filter(
					(d) => d.status === 'open' && (!q.pipeline_id || d.pipeline_id === q.pipeline_id),
				);
				const bucket = (d: Rec) => {
					const date = String(d.expected_close_date ?? d.created_at).slice(0, 10);
					const [year, month] = date.split('-');
					return period === 'yearly'
						? year
						: period === 'quarterly'
							? `${year}-Q${Math.ceil(Number(month) / 3)}`
							: `${year}-${month}`;
				};
				// weighted: value x stage probability; best_case: every open deal; committed: stages at 80% or more.
				const amount = (d: Rec) =>
					type === 'weighted'
						? state.dealView(d).weighted_value
						: type === 'committed'
							? (state.stageOf(d)?.probability ?? 0) >= 80
								? d.value
								: 0
							: d.value;
				const periods = new Map<string, number>();
				for (const d of open) periods.set(bucket(d), (periods.get(bucket(d)) ?? 0) + amount(d));
				return {
					body: {
						period,
						type,
						pipeline_id: q.pipeline_id ?? null,
						total: sum([...periods.values()]),
						periods: [...periods].sort().map(([name, value]) => ({ period: name, value })),
					},
				};
			},
		},
		// Webhooks: the secret is kept for signing and never returned
		{
			method: 'GET',
			path: '/webhooks',
			scope: 'crm:read',
			handler: (req) =>
				paged(
					[...state.webhooks.values()].map(({ secret, ...w }) => w),
					req.query,
				),
		},
		{
			method: 'POST',
			path: '/webhooks',
			scope: 'crm:admin',
			body: {
				type: 'object',
				required: ['url', 'events'],
				properties: {
					url: { type: 'string', pattern: '^https?://' },
					events: { type: 'array', minItems: 1, items: { enum: EVENTS } },
					secret: { type: 'string' },
					active: { type: 'boolean' },
				},
				additionalProperties: false,
			},
			handler: (req) => {
				const events = [...new Set(req.body.events as string[])].sort();
				const same = [...state.webhooks.values()].find(
					(w) => w.url === req.body.url && w.events.join() === events.join(),
				);
				if (same)
					throw new ApiFailure(
						409,
						'duplicate_detected',
						`webhook ${same.id} already delivers these events to this URL`,
					);
				const webhook = {
					id: state.id('wh'),
					url: req.body.url,
					events,
					active: req.body.active ?? true,
					secret: req.body.secret ?? null,
					created_at: state.now(),
				};
				state.webhooks.set(webhook.id, webhook);
				const { secret, ...view } = webhook;
				return { status: 201, body: view };
			},
		},
		{
			method: 'DELETE',
			path: '/webhooks/{webhook_id}',
			scope: 'crm:admin',
			handler: (req) => {
				state.webhooks.delete(found(state.webhooks, 'webhook', req.params.webhook_id).id);
				return { status: 204 };
			},
		},
	];

	return {
		slug: 'sales_crm',
		prefix: '/crm/v1',
		tokens,
		routes,
		state,
		// The document does not show the error body; this follows the recruitment shape of the same document.
		error: (_status, code, message, details) => ({
			error: code,
			message,
			...(details ? { details } : {}),
		}),
		reset: () => state.reset(),
	};
}

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
