import { DAY_MS, SimClock, addPeriod } from '../clock';
import type { SignedDelivery } from './delivery';
import { signedDelivery } from './delivery';
import { catalogue } from './seed';

export type Rec = Record<string, any>;

// The API keys, projects and dunning days live in keys.ts; their names stay importable from here.
export { BILLING_KEYS, BILLING_PROJECT_SECRET, DUNNING_DAYS, PROJECTS } from './keys';
export type { SignedDelivery } from './delivery';
import { DUNNING_DAYS } from './keys';

export class BillingState {
	clock = new SimClock();
	products = new Map<string, Rec>();
	customers = new Map<string, Rec>();
	links = new Map<string, Rec>();
	subscriptions = new Map<string, Rec>();
	invoices = new Map<string, Rec>();
	charges = new Map<string, Rec>();
	/** Every charge attempt that reached the card processor, successful or not */
	processorLedger: Rec[] = [];
	deliveries: SignedDelivery[] = [];
	/** Requests per API key within the window; tests shorten the window to stay fast */
	limiter = { limit: 60, windowMs: 60_000 };
	private hitsByKey = new Map<string, number[]>();
	/** The next N charge creations answer 500 after the charge went through (a lost response) */
	loseChargeResponses = 0;
	private seq = 0;

	constructor() {
		this.reset();
	}

	reset() {
		this.clock.reset();
		this.products = new Map(catalogue().map((p) => [p.productCode, p]));
		for (const map of [this.customers, this.links, this.subscriptions, this.invoices, this.charges])
			map.clear();
		this.processorLedger = [];
		this.deliveries = [];
		this.limiter = { limit: 60, windowMs: 60_000 };
		this.hitsByKey.clear();
		this.loseChargeResponses = 0;
	}

	id(prefix: string) {
		return `${prefix}_${(++this.seq).toString().padStart(6, '0')}`;
	}

	now() {
		return this.clock.iso();
	}

	/** Counts one request of `key`; the RateLimit headers, and whether it is over the limit. */
	rateLimit(key: string) {
		const now = Date.now();
		const recent = (this.hitsByKey.get(key) ?? []).filter((t) => t > now - this.limiter.windowMs);
		const allowed = recent.length < this.limiter.limit;
		if (allowed) recent.push(now);
		this.hitsByKey.set(key, recent);
		const resetMs = recent.length ? recent[0] + this.limiter.windowMs - now : 0;
		const headers = {
			'RateLimit-Limit': String(this.limiter.limit),
			'RateLimit-Remaining': String(Math.max(0, this.limiter.limit - recent.length)),
			'RateLimit-Reset': String(Math.max(0, Math.ceil(resetMs / 1000))),
		};
		return { allowed, headers };
	}

	emit(event: string, projectId: string, data: Rec) {
		const body = { id: this.id('evt'), event, projectId, createdAt: this.now(), data };
		this.deliveries.push(signedDelivery(body));
	}

	eventsOf(kind?: string) {
		return this.deliveries.map((d) => d.body).filter((b) => !kind || b.event === kind);
	}

	/** The card processor: vault ids starting with "decline" are refused. */
	chargeCard(customer: Rec, amount: number, purpose: string) {
		const ok = !String(customer.customerVaultId).startsWith('decline');
		this.processorLedger.push({
			customerId: customer.id,
			vault: customer.customerVaultId,
			amount,
			purpose,
			ok,
			at: this.now(),
		});
		return ok;
	}

	seedCustomer(fields: Rec = {}, projectId = 'proj_1') {
		const at = this.now();
		const customer: Rec = {
			id: this.id('cus'),
			projectId,
			name: 'Seeded Customer',
			email: 'seeded@example.com',
			phone: null,
			status: 'active',
			paymentProvider: null,
			customerVaultId: null,
			cardLast4: null,
			cardBrand: null,
			cardBin: null,
			cardExp: null,
			createdAt: at,
			updatedAt: at,
			...fields,
		};
		this.customers.set(customer.id, customer);
		return customer;
	}

	seedVaultedCustomer(vault = 'vault_ok', fields: Rec = {}) {
		return this.seedCustomer({
			customerVaultId: vault,
			paymentProvider: 'processor_a',
			cardLast4: '4242',
			cardBrand: 'visa',
			...fields,
		});
	}

	/** The customer completes a collection link's hosted page: a vaulted customer. */
	completeCollection(linkId: string, vault = 'vault_collected') {
		const link = this.links.get(linkId)!;
		const customer = this.seedVaultedCustomer(vault, {
			projectId: link.projectId,
			name: link.customerName,
			email: link.customerEmail,
		});
		link.status = 'completed';
		this.emit('customer.created', link.projectId, { customer, metadata: link.metadata });
		return customer;
	}

	/** The customer pays a customer payment link: customer, then its charge (or a decline, no customer). */
	completePayment(linkId: string, vault = 'vault_paid') {
		const link = this.links.get(linkId)!;
		const probe = { id: null, customerVaultId: vault };
		if (!this.chargeCard(probe, link.amount, `link ${link.id}`)) {
			link.status = 'pending';
			this.emit('payment.failed', link.projectId, {
				paymentLink: link,
				transaction: { status: 'failed', isTest: link.isTest },
				metadata: link.metadata,
			});
			return undefined;
		}
		const customer = this.seedVaultedCustomer(vault, {
			projectId: link.projectId,
			name: link.customerName,
			email: link.customerEmail,
		});
		link.status = 'completed';
		const charge = this.recordCharge({
			customerId: customer.id,
			productCode: link.productCode,
			quantity: 1,
			amount: link.amount,
			projectId: link.projectId,
			status: 'paid',
			isTest: link.isTest,
		});
		this.emit('customer.created', link.projectId, { customer, metadata: link.metadata });
		this.emit('charge.succeeded', link.projectId, charge);
		this.emit('payment.success', link.projectId, {
			paymentLink: link,
			transaction: { id: charge.id, status: 'paid', isTest: link.isTest },
			metadata: link.metadata,
		});
		return customer;
	}

	recordCharge(fields: Rec) {
		const charge: Rec = {
			id: this.id('chg'),
			currency: 'USD',
			subscriptionId: null,
			idempotencyKey: null,
			isTest: false,
			createdAt: this.now(),
			...fields,
		};
		this.charges.set(charge.id, charge);
		return charge;
	}

	/** A subscription of a customer with a stored card to checked items, billed from now on; its event. */
	subscribe(
		projectId: string,
		customerId: string,
		checkedItems: Array<{ productCode: string; quantity: number }>,
		isTest = false,
	) {
		const now = this.clock.now();
		const items = checkedItems.map((i) => ({ ...i, effectiveFrom: this.now() }));
		const first = this.products.get(items[0].productCode)!;
		const end = this.clock.iso(addPeriod(now, first.billingPeriod, first.billingInterval));
		const sub: Rec = {
			id: this.id('sub'),
			projectId,
			customerId,
			status: 'active',
			currentPeriodStart: this.now(),
			currentPeriodEnd: end,
			nextBillingAt: end,
			cancelAtPeriodEnd: false,
			cancelledAt: null,
			cancellationReason: null,
			deferredAmountCents: 0,
			isTest,
			items,
			pendingItems: null,
			dunning: null,
			createdAt: this.now(),
		};
		this.subscriptions.set(sub.id, sub);
		const eventItems = items.map((i) => {
			const p = this.products.get(i.productCode)!;
			return { productCode: p.productCode, name: p.name, price: p.price, quantity: i.quantity };
		});
		this.emit('subscription.created', projectId, {
			subscription: this.subscriptionView(sub),
			items: eventItems,
			cycleTotal: this.cycleTotal(items),
		});
		return sub;
	}

	setPrice(productCode: string, price: number) {
		this.products.get(productCode)!.price = price;
	}

	/** Moves the clock and runs every renewal, retry and period-end cancellation now due, in order. */
	advance(ms: number) {
		const target = this.clock.now() + ms;
		for (;;) {
			const due = [...this.subscriptions.values()]
				.filter((s) => s.nextBillingAt && Date.parse(s.nextBillingAt) <= target)
				.sort((a, b) => Date.parse(a.nextBillingAt) - Date.parse(b.nextBillingAt))[0];
			if (!due) break;
			this.clock.standingAt(Date.parse(due.nextBillingAt), () => this.bill(due));
		}
		this.clock.advance(Math.max(0, target - this.clock.now()));
	}

	advanceDays(days: number) {
		this.advance(days * DAY_MS);
	}

	private bill(sub: Rec) {
		if (sub.cancelAtPeriodEnd) {
			this.cancel(sub, 'cancel_at_period_end', sub.currentPeriodEnd);
			return;
		}
		let invoice = sub.dunning ? this.invoices.get(sub.dunning.invoiceId)! : undefined;
		if (!invoice) invoice = this.openInvoice(sub);
		invoice.attempts++;
		const customer = this.customers.get(sub.customerId)!;
		if (this.chargeCard(customer, invoice.amount, `invoice ${invoice.id}`)) {
			invoice.status = 'paid';
			invoice.paidAt = this.now();
			sub.status = 'active';
			sub.currentPeriodStart = invoice.periodStart;
			sub.currentPeriodEnd = invoice.periodEnd;
			sub.nextBillingAt = invoice.periodEnd;
			sub.dunning = null;
			if (invoice.deferredAmountCents) sub.deferredAmountCents = 0;
			this.emit('invoice.paid', sub.projectId, this.invoiceEvent(invoice));
			return;
		}
		const retry = DUNNING_DAYS[invoice.attempts - 1];
		this.emit('invoice.payment_failed', sub.projectId, this.invoiceEvent(invoice));
		if (retry === undefined) {
			invoice.status = 'failed';
			this.cancel(sub, 'dunning_exhausted', this.now());
			return;
		}
		sub.status = 'past_due';
		sub.dunning = { invoiceId: invoice.id };
		sub.nextBillingAt = this.clock.iso(Date.parse(invoice.dueAt) + retry * DAY_MS);
		this.emit('subscription.past_due', sub.projectId, {
			subscription: this.subscriptionView(sub),
			nextBillingAt: sub.nextBillingAt,
		});
	}

	/** The invoice of the period starting at currentPeriodEnd, at today's catalogue prices, frozen. */
	private openInvoice(sub: Rec) {
		const boundary = sub.currentPeriodEnd;
		if (sub.pendingItems && sub.pendingItems.effectiveAt <= boundary) {
			sub.items = sub.pendingItems.items;
			sub.pendingItems = null;
		}
		const itemsSnapshot = sub.items.map((item: Rec) => {
			const p = this.products.get(item.productCode)!;
			return {
				productCode: p.productCode,
				name: p.name,
				price: p.price,
				quantity: item.quantity,
				amount: p.price * item.quantity,
			};
		});
		const deferred = sub.deferredAmountCents ?? 0;
		const first = this.products.get(sub.items[0].productCode)!;
		const invoice: Rec = {
			id: this.id('inv'),
			subscriptionId: sub.id,
			projectId: sub.projectId,
			amount: itemsSnapshot.reduce((sum: number, i: Rec) => sum + i.amount, 0) + deferred,
			currency: first.currency,
			status: 'open',
			periodStart: boundary,
			periodEnd: this.clock.iso(
				addPeriod(Date.parse(boundary), first.billingPeriod, first.billingInterval),
			),
			dueAt: boundary,
			attempts: 0,
			deferredAmountCents: deferred,
			itemsSnapshot,
			createdAt: this.now(),
		};
		this.invoices.set(invoice.id, invoice);
		return invoice;
	}

	private invoiceEvent(invoice: Rec) {
		return { invoice, items: invoice.itemsSnapshot, subscriptionId: invoice.subscriptionId };
	}

	cancel(sub: Rec, reason: string, at: string) {
		sub.status = 'cancelled';
		sub.cancellationReason = reason;
		sub.cancelledAt = at;
		sub.cancelAtPeriodEnd = false;
		sub.nextBillingAt = null;
		if (sub.dunning) {
			const invoice = this.invoices.get(sub.dunning.invoiceId)!;
			if (invoice.status === 'open')
				invoice.status = reason === 'dunning_exhausted' ? 'failed' : 'void';
			sub.dunning = null;
		}
		this.emit('subscription.cancelled', sub.projectId, {
			subscription: this.subscriptionView(sub),
			reason,
		});
	}

	cycleTotal(items: Rec[]) {
		return items.reduce((sum, i) => sum + this.products.get(i.productCode)!.price * i.quantity, 0);
	}

	subscriptionView(sub: Rec, withItems = true): Rec {
		const { dunning, projectId, ...shown } = sub;
		const nested = (items: Rec[]) =>
			items.map((i) => ({
				productId: i.productCode,
				quantity: i.quantity,
				effectiveFrom: i.effectiveFrom,
				product: this.products.get(i.productCode),
			}));
		const view: Rec = {
			...shown,
			cycleTotal: this.cycleTotal(sub.items),
			items: nested(sub.items),
		};
		if (sub.pendingItems)
			view.pendingItems = {
				effectiveAt: sub.pendingItems.effectiveAt,
				items: nested(sub.pendingItems.items),
			};
		if (!withItems) {
			delete view.items;
			delete view.pendingItems;
		}
		return view;
	}
}
