import { randomBytes } from 'node:crypto';

import { pageOf } from '../lists';
import type { Route, SandboxRequest } from '../server';
import { ApiFailure } from '../server';
import * as schemas from './schemas';
import type { PaymentsState, Rec } from './state';
import { PAYMENT_METHODS } from './state';

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

/** Payment links: list, create, get, deactivate. */
function linkRoutes(state: PaymentsState): Route[] {
	return [
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
			body: schemas.linkCreate,
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
	];
}

/** Transactions and their refunds. */
function transactionRoutes(state: PaymentsState): Route[] {
	return [
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
			body: schemas.refund,
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
	];
}

/** Revenue and settlement reports. */
function reportRoutes(state: PaymentsState): Route[] {
	return [
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
	];
}

/** Webhook registrations. */
function webhookRoutes(state: PaymentsState): Route[] {
	return [
		{
			method: 'GET',
			path: '/webhooks',
			handler: () => ({ body: { data: [...state.webhooks.values()] } }),
		},
		{
			method: 'POST',
			path: '/webhooks',
			body: schemas.webhookCreate,
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
			body: schemas.webhookUpdate,
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
}

export const paymentsRoutes = (state: PaymentsState): Route[] => [
	...linkRoutes(state),
	...transactionRoutes(state),
	...reportRoutes(state),
	...webhookRoutes(state),
];
