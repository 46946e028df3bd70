import { createHmac, randomBytes } from 'node:crypto';

import { pageOf } from './lists';
import type { Route, SandboxInterface, SandboxRequest } from './server';
import { ApiFailure } from './server';

/**
 * The payments interface of doc 002 simulated: payment links, transactions, refunds, reports,
 * webhooks. Deliveries to registered webhooks are signed and kept in `state.deliveries` (the
 * document does not show the scheme; the sandbox signs HMAC-SHA256 hex of the raw body in
 * `x-signature`, the trigger's default).
 */

type Rec = Record<string, any>;

export const PAYMENTS_KEY = 'pay-test-key';
export const PAYMENT_METHODS = [
	'card_network_a',
	'card_network_b',
	'card_network_c',
	'wallet_a',
	'wallet_b',
	'ach',
];
export const PAYMENT_EVENTS = [
	'payment.completed',
	'payment.refunded',
	'settlement.completed',
	'payment.failed',
];

export interface OutgoingDelivery {
	url: string;
	headers: Record<string, string>;
	rawBody: string;
	body: Rec;
}

export class PaymentsState {
	links = new Map<string, Rec>();
	transactions = new Map<string, Rec>();
	refunds = new Map<string, Rec>();
	settlements = new Map<string, Rec>();
	webhooks = new Map<string, Rec>();
	deliveries: OutgoingDelivery[] = [];
	private seq = 0;

	id(prefix: string) {
		return `${prefix}_${(++this.seq).toString().padStart(6, '0')}`;
	}

	/** A new active payment link from a (valid) create body. */
	addLink(body: Rec, at = new Date().toISOString()) {
		const id = this.id('pl');
		const link: Rec = {
			id,
			amount: body.amount ?? null,
			currency: body.currency ?? 'USD',
			description: body.description ?? null,
			url: `https://pay.example/l/${id}`,
			status: 'active',
			payment_methods: body.payment_methods ?? PAYMENT_METHODS,
			logo_url: null,
			expires_at: body.expires_at ?? null,
			created_at: at,
			paid_at: null,
			max_payments: body.max_payments ?? null,
			reference: body.reference ?? null,
			metadata: body.metadata ?? {},
		};
		this.links.set(id, link);
		return link;
	}

	/** A customer pays a link: a completed (or failed) transaction and its webhook event. */
	pay(
		linkId: string,
		{
			amount,
			method = 'card_network_a',
			fail = false,
			at = new Date().toISOString(),
		}: { amount?: number; method?: string; fail?: boolean; at?: string } = {},
	) {
		const link = this.links.get(linkId);
		if (!link || link.status !== 'active')
			throw new Error(`link ${linkId} does not accept payments`);
		const txn: Rec = {
			id: this.id('txn'),
			link_id: linkId,
			amount: link.amount ?? amount,
			currency: link.currency,
			description: link.description,
			status: fail ? 'failed' : 'completed',
			payment_method: method,
			card_last_four: method.startsWith('card') ? '4242' : null,
			customer: { email: 'payer@example.com', name: 'Payer' },
			receipt_url: `https://pay.example/receipts/${linkId}`,
			created_at: at,
			completed_at: fail ? null : at,
			refunded_amount: 0,
		};
		this.transactions.set(txn.id, txn);
		if (!fail) {
			link.payments_count = (link.payments_count ?? 0) + 1;
			if (link.max_payments && link.payments_count >= link.max_payments) {
				link.status = 'paid';
				link.paid_at = at;
			}
		}
		this.emit(fail ? 'payment.failed' : 'payment.completed', txn);
		return txn;
	}

	settle(from: string, to: string, status: 'processing' | 'deposited' = 'deposited') {
		const included = [...this.transactions.values()].filter(
			(t) => t.status === 'completed' && t.created_at >= from && t.created_at <= to,
		);
		const amount = included.reduce((sum, t) => sum + t.amount, 0);
		const fees = Math.round(amount * 0.03);
		const settlement: Rec = {
			id: this.id('stl'),
			amount,
			fees,
			net_amount: amount - fees,
			currency: 'USD',
			transactions_count: included.length,
			status,
			bank_account_last_four: '6789',
			deposited_at: status === 'deposited' ? to : null,
			period_from: from,
			period_to: to,
		};
		this.settlements.set(settlement.id, settlement);
		if (status === 'deposited') this.emit('settlement.completed', settlement);
		return settlement;
	}

	emit(type: string, data: Rec) {
		const body = { id: this.id('evt'), type, created_at: new Date().toISOString(), data };
		for (const hook of this.webhooks.values()) {
			if (!hook.active || !hook.events.includes(type)) continue;
			const rawBody = JSON.stringify(body);
			const signature = createHmac('sha256', hook.secret).update(rawBody).digest('hex');
			this.deliveries.push({
				url: hook.url,
				headers: { 'content-type': 'application/json', 'x-signature': signature },
				rawBody,
				body,
			});
		}
	}
}

function paginate(records: Rec[], query: Record<string, string>) {
	const { data, page, perPage, total } = pageOf(records, query, 20);
	return { data, meta: { total, page, per_page: perPage } };
}

function dateQuery(query: Record<string, string>, name: string) {
	if (query[name] === undefined) return undefined;
	if (Number.isNaN(Date.parse(query[name])))
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be an ISO 8601 date-time`);
	return new Date(query[name]).toISOString();
}

function inRange(at: string, query: Record<string, string>) {
	const from = dateQuery(query, 'from');
	const to = dateQuery(query, 'to');
	return (!from || at >= from) && (!to || at <= to);
}

function oneOf(query: Record<string, string>, name: string, allowed: string[]) {
	if (query[name] !== undefined && !allowed.includes(query[name])) {
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be one of ${allowed.join(', ')}`);
	}
}

const webhookEvents = {
	type: 'array',
	minItems: 1,
	uniqueItems: true,
	items: { enum: PAYMENT_EVENTS },
};

export function paymentsSandbox(
	state = new PaymentsState(),
): SandboxInterface & { state: PaymentsState } {
	const find = (map: Map<string, Rec>, id: string, what: string) => {
		const record = map.get(id);
		if (!record) throw new ApiFailure(404, 'not_found', `${what} ${id} not found`);
		return record;
	};
	const byNewest = (records: Rec[]) =>
		[...records].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
	const view = (txn: Rec) => {
		const { refunded_amount, ...shown } = txn;
		return shown;
	};

	const routes: Route[] = [
		{
			method: 'GET',
			path: '/payment-links',
			handler: (req) => {
				oneOf(req.query, 'status', ['active', 'paid', 'expired', 'disabled']);
				const links = [...state.links.values()].filter(
					(l) =>
						(!req.query.status || l.status === req.query.status) &&
						inRange(l.created_at, req.query),
				);
				return { body: paginate(byNewest(links), req.query) };
			},
		},
		{
			method: 'POST',
			path: '/payment-links',
			body: {
				type: 'object',
				additionalProperties: false,
				properties: {
					amount: { type: 'integer' },
					currency: { enum: ['USD', 'PAB'] },
					description: { type: 'string' },
					payment_methods: { type: 'array', uniqueItems: true, items: { enum: PAYMENT_METHODS } },
					expires_at: { type: 'string' },
					max_payments: { type: 'integer', minimum: 1 },
					reference: { type: 'string' },
					metadata: { type: 'object' },
				},
			},
			handler: (req: SandboxRequest) => {
				const body = req.body ?? {};
				if (body.amount !== undefined && (body.amount < 1 || body.amount > 1_000_000)) {
					throw new ApiFailure(
						422,
						'invalid_amount',
						'amount must be a positive number of cents up to 1,000,000',
					);
				}
				if (body.expires_at !== undefined && Number.isNaN(Date.parse(body.expires_at))) {
					throw new ApiFailure(400, 'invalid_parameter', 'expires_at must be ISO 8601');
				}
				return { status: 201, body: { data: state.addLink(body) } };
			},
		},
		{
			method: 'GET',
			path: '/payment-links/{link_id}',
			handler: (req) => ({ body: { data: find(state.links, req.params.link_id, 'payment link') } }),
		},
		{
			method: 'DELETE',
			path: '/payment-links/{link_id}',
			handler: (req) => {
				const link = find(state.links, req.params.link_id, 'payment link');
				link.status = 'disabled';
				return { body: { data: link } };
			},
		},
		{
			method: 'GET',
			path: '/transactions',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', ['completed', 'pending', 'failed', 'refunded']);
				oneOf(q, 'payment_method', PAYMENT_METHODS);
				for (const name of ['min_amount', 'max_amount']) {
					if (q[name] !== undefined && !/^\d+$/.test(q[name]))
						throw new ApiFailure(400, 'invalid_parameter', `${name} must be integer cents`);
				}
				const txns = [...state.transactions.values()].filter(
					(t) =>
						(!q.status || t.status === q.status) &&
						(!q.payment_method || t.payment_method === q.payment_method) &&
						(!q.link_id || t.link_id === q.link_id) &&
						(q.min_amount === undefined || t.amount >= Number(q.min_amount)) &&
						(q.max_amount === undefined || t.amount <= Number(q.max_amount)) &&
						inRange(t.created_at, q),
				);
				const page = paginate(byNewest(txns), q);
				return { body: { ...page, data: page.data.map(view) } };
			},
		},
		{
			method: 'GET',
			path: '/transactions/{transaction_id}',
			handler: (req) => ({
				body: { data: view(find(state.transactions, req.params.transaction_id, 'transaction')) },
			}),
		},
		{
			method: 'POST',
			path: '/transactions/{transaction_id}/refund',
			body: {
				type: 'object',
				additionalProperties: false,
				properties: { amount: { type: 'integer' }, reason: { type: 'string' } },
			},
			handler: (req) => {
				const txn = find(state.transactions, req.params.transaction_id, 'transaction');
				const body = req.body ?? {};
				const remaining = txn.amount - txn.refunded_amount;
				if (txn.status === 'refunded' || remaining === 0)
					throw new ApiFailure(
						409,
						'duplicate_refund',
						'The transaction is already fully refunded',
					);
				if (txn.status !== 'completed')
					throw new ApiFailure(
						409,
						'not_refundable',
						`A ${txn.status} transaction cannot be refunded`,
					);
				const amount = body.amount ?? remaining;
				if (amount < 1) throw new ApiFailure(422, 'invalid_amount', 'amount must be positive');
				if (amount > remaining)
					throw new ApiFailure(
						422,
						'invalid_amount',
						`amount exceeds the ${remaining} cents that remain refundable`,
					);
				txn.refunded_amount += amount;
				if (txn.refunded_amount === txn.amount) txn.status = 'refunded';
				const refund: Rec = {
					id: state.id('ref'),
					transaction_id: txn.id,
					amount,
					status: 'processing',
					reason: body.reason ?? null,
					created_at: new Date().toISOString(),
				};
				state.refunds.set(refund.id, refund);
				state.emit('payment.refunded', { ...refund, transaction: view(txn) });
				return { body: { data: refund } };
			},
		},
		{
			method: 'GET',
			path: '/reports/revenue',
			handler: (req) => {
				const q = req.query;
				if (!q.from || !q.to)
					throw new ApiFailure(400, 'invalid_parameter', 'from and to are required');
				oneOf(q, 'group_by', ['day', 'week', 'month']);
				const groupBy = q.group_by ?? 'day';
				const txns = [...state.transactions.values()].filter(
					(t) => t.status === 'completed' && inRange(t.created_at, q),
				);
				const total = txns.reduce((sum, t) => sum + t.amount, 0);
				const periods = new Map<string, Rec>();
				const byMethod: Rec = {};
				for (const t of txns) {
					const date = periodStart(t.created_at, groupBy);
					const period = periods.get(date) ?? { date, revenue: 0, transactions: 0 };
					period.revenue += t.amount;
					period.transactions++;
					periods.set(date, period);
					byMethod[t.payment_method] ??= { revenue: 0, transactions: 0 };
					byMethod[t.payment_method].revenue += t.amount;
					byMethod[t.payment_method].transactions++;
				}
				return {
					body: {
						data: {
							total_revenue: total,
							total_transactions: txns.length,
							average_amount: txns.length ? Math.round(total / txns.length) : 0,
							currency: 'USD',
							by_period: [...periods.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
							by_payment_method: byMethod,
						},
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/reports/settlements',
			handler: (req) => {
				oneOf(req.query, 'status', ['processing', 'deposited']);
				const list = [...state.settlements.values()].filter(
					(s) =>
						(!req.query.status || s.status === req.query.status) && inRange(s.period_to, req.query),
				);
				return { body: paginate(list, req.query) };
			},
		},
		{
			method: 'GET',
			path: '/webhooks',
			handler: () => ({ body: { data: [...state.webhooks.values()] } }),
		},
		{
			method: 'POST',
			path: '/webhooks',
			body: {
				type: 'object',
				required: ['url', 'events'],
				additionalProperties: false,
				properties: {
					url: { type: 'string', pattern: '^https?://' },
					events: webhookEvents,
					secret: { type: 'string', minLength: 16 },
				},
			},
			handler: (req) => {
				const hook: Rec = {
					id: state.id('wh'),
					url: req.body.url,
					events: req.body.events,
					secret: req.body.secret ?? randomBytes(32).toString('hex'),
					active: true,
					created_at: new Date().toISOString(),
				};
				state.webhooks.set(hook.id, hook);
				return { status: 201, body: { data: hook } };
			},
		},
		{
			method: 'GET',
			path: '/webhooks/{webhook_id}',
			handler: (req) => ({
				body: { data: find(state.webhooks, req.params.webhook_id, 'webhook') },
			}),
		},
		{
			method: 'PATCH',
			path: '/webhooks/{webhook_id}',
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: { events: webhookEvents, active: { type: 'boolean' } },
			},
			handler: (req) => {
				const hook = find(state.webhooks, req.params.webhook_id, 'webhook');
				Object.assign(hook, req.body);
				return { body: { data: hook } };
			},
		},
		{
			method: 'DELETE',
			path: '/webhooks/{webhook_id}',
			handler: (req) => {
				find(state.webhooks, req.params.webhook_id, 'webhook');
				state.webhooks.delete(req.params.webhook_id);
				return { status: 204 };
			},
		},
	];

	return {
		slug: 'payments',
		prefix: '/pay/v1',
		tokens: { [PAYMENTS_KEY]: { userId: 'merchant', scopes: [] } },
		routes,
		state,
		error: (status, code, message, details) => ({
			error: code,
			message,
			status,
			...(details ? { details } : {}),
		}),
		reset() {
			for (const map of [
				state.links,
				state.transactions,
				state.refunds,
				state.settlements,
				state.webhooks,
			])
				map.clear();
			state.deliveries = [];
		},
	};
}

function periodStart(iso: string, groupBy: string) {
	const d = new Date(iso);
	if (groupBy === 'month') return iso.slice(0, 7) + '-01';
	if (groupBy === 'week') {
		const day = (d.getUTCDay() + 6) % 7;
		return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day))
			.toISOString()
			.slice(0, 10);
	}
	return iso.slice(0, 10);
}

/**
 * What `npm start` opens with: payment links (fixed and open amount, one used up, one
 * deactivated), the transactions paid through them over the last days (one failed) and the
 * settlement of the earlier ones. Tests start empty.
 */
export function seedPayments(state: PaymentsState) {
	const ago = (days: number, hours = 0) =>
		new Date(Date.now() - (days * 24 + hours) * 3_600_000).toISOString();
	const consulting = state.addLink(
		{
			amount: 15_000,
			currency: 'USD',
			description: 'Consulting session (1 hour)',
			reference: 'SRV-CONSULT',
			metadata: { team: 'advisory' },
		},
		ago(12),
	);
	const donation = state.addLink(
		{
			currency: 'USD',
			description: 'Donation, any amount',
			payment_methods: ['card_network_a', 'card_network_b', 'wallet_a'],
		},
		ago(10),
	);
	const workshop = state.addLink(
		{
			amount: 4_900,
			currency: 'USD',
			description: 'Workshop ticket, 14 March',
			max_payments: 2,
			reference: 'EVT-WS-0314',
		},
		ago(9),
	);
	const deposit = state.addLink(
		{
			amount: 250_000,
			currency: 'PAB',
			description: 'Apartment reservation deposit',
			expires_at: ago(-30),
			reference: 'RES-2207',
		},
		ago(5),
	);
	const oldOffer = state.addLink(
		{ amount: 1_999, currency: 'USD', description: 'Spring offer (ended)' },
		ago(20),
	);
	const transactions = [
		state.pay(consulting.id, { at: ago(8, 3) }),
		state.pay(donation.id, { amount: 2_500, method: 'wallet_a', at: ago(7, 5) }),
		state.pay(workshop.id, { method: 'card_network_b', at: ago(6, 2) }),
		state.pay(workshop.id, { at: ago(4, 6) }),
		state.pay(consulting.id, { method: 'ach', at: ago(2, 1) }),
		state.pay(deposit.id, { method: 'card_network_c', fail: true, at: ago(1, 4) }),
		state.pay(donation.id, { amount: 10_000, at: ago(0, 3) }),
	];
	oldOffer.status = 'disabled';
	const settlement = state.settle(ago(9), ago(5));
	return {
		links: [consulting, donation, workshop, deposit, oldOffer],
		transactions,
		settlements: [settlement],
	};
}
