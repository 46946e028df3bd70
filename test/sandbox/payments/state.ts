import { createHmac } from 'node:crypto';

export type Rec = Record<string, any>;

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
