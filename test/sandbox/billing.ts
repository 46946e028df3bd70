import { createHmac } from 'node:crypto';

import { DAY_MS, SimClock } from './clock';
import type { Route, SandboxInterface, SandboxRequest, SandboxResponse } from './server';
import { ApiFailure } from './server';

/**
 * The integration interface of doc 002 simulated ("Billing"): project-scoped products,
 * customers, collection links, subscriptions with their state machine and dunning, invoices,
 * idempotent charges, the payment-link listing, the 60-per-minute limiter with its headers and
 * the signed project webhook. Time is a SimClock that tests move with `advance`.
 */

type Rec = Record<string, any>;

export const BILLING_KEYS = {
	main: 'bill-test-key',
	other: 'bill-other-key',
	suspended: 'bill-suspended-key',
};
export const BILLING_PROJECT_SECRET = 'whsec-billing-project-secret';
/** Retries after the original due date (days), the last one ending the grace window */
export const DUNNING_DAYS = [1, 3, 5, 7];

const PROJECTS: Record<string, { projectId: string; suspended?: boolean }> = {
	[BILLING_KEYS.main]: { projectId: 'proj_1' },
	[BILLING_KEYS.other]: { projectId: 'proj_2' },
	[BILLING_KEYS.suspended]: { projectId: 'proj_3', suspended: true },
};

const product = (productCode: string, fields: Rec): Rec => ({
	productCode,
	projectId: 'proj_1',
	name: productCode,
	currency: 'USD',
	status: 'active',
	requiresSubscription: false,
	billingPeriod: null,
	billingInterval: null,
	...fields,
});

function catalogue(): Rec[] {
	return [
		product('plan_basic', {
			name: 'Basic plan',
			paymentType: 'recurring',
			price: 1000,
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('plan_pro', {
			name: 'Pro plan',
			paymentType: 'recurring',
			price: 2500,
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('plan_seat', {
			name: 'Extra seat',
			paymentType: 'recurring',
			price: 300,
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('plan_yearly', {
			name: 'Yearly plan',
			paymentType: 'recurring',
			price: 10000,
			billingPeriod: 'year',
			billingInterval: 1,
		}),
		product('plan_eur', {
			name: 'Euro plan',
			paymentType: 'recurring',
			price: 900,
			currency: 'EUR',
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('plan_legacy', {
			name: 'Archived plan',
			paymentType: 'recurring',
			price: 500,
			status: 'archived',
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('setup_fee', { name: 'Setup fee', paymentType: 'one_time', price: 1500 }),
		product('addon_storage', {
			name: 'Storage addon',
			paymentType: 'one_time',
			price: 400,
			requiresSubscription: true,
		}),
		product('plan_other', {
			name: 'Other project plan',
			projectId: 'proj_2',
			paymentType: 'recurring',
			price: 700,
			billingPeriod: 'month',
			billingInterval: 1,
		}),
	];
}

function addPeriod(ms: number, period: string, interval: number) {
	const d = new Date(ms);
	if (period === 'day') return ms + interval * DAY_MS;
	if (period === 'week') return ms + 7 * interval * DAY_MS;
	const months = period === 'year' ? 12 * interval : interval;
	return Date.UTC(
		d.getUTCFullYear(),
		d.getUTCMonth() + months,
		d.getUTCDate(),
		d.getUTCHours(),
		d.getUTCMinutes(),
		d.getUTCSeconds(),
		d.getUTCMilliseconds(),
	);
}

export interface SignedDelivery {
	headers: Record<string, string>;
	rawBody: string;
	body: Rec;
}

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
		const rawBody = JSON.stringify(body);
		// The delivery moment is real time (the trigger checks it against its own clock).
		const timestamp = String(Math.floor(Date.now() / 1000));
		const signature = createHmac('sha256', BILLING_PROJECT_SECRET)
			.update(`${timestamp}.${rawBody}`)
			.digest('hex');
		this.deliveries.push({
			headers: {
				'content-type': 'application/json',
				'service-signature': signature,
				'service-timestamp': timestamp,
			},
			rawBody,
			body,
		});
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

/**
 * What `npm start` opens with, besides the product catalogue every project starts with: customers
 * (most with a stored card), their subscriptions and a paid setup fee. Tests start from the
 * catalogue alone.
 */
export function seedBilling(state: BillingState) {
	const card = (
		vault: string,
		name: string,
		email: string,
		last4: string,
		brand: string,
		exp: string,
	) =>
		state.seedVaultedCustomer(vault, {
			name,
			email,
			cardLast4: last4,
			cardBrand: brand,
			cardBin: brand === 'visa' ? '424242' : '555555',
			cardExp: exp,
		});
	const customers = [
		card('vault_demo_1', 'Valeria Ibáñez', 'valeria.ibanez@example.com', '4242', 'visa', '0828'),
		card(
			'vault_demo_2',
			'Studio Marea',
			'billing@studiomarea.example',
			'4444',
			'mastercard',
			'1127',
		),
		card('vault_demo_3', 'Ricardo Salas', 'ricardo.salas@example.com', '1881', 'visa', '0329'),
		state.seedCustomer({
			name: 'Andrea Paz',
			email: 'andrea.paz@example.com',
			phone: '+507 6000 1234',
		}),
	];
	const [valeria, marea, ricardo] = customers;
	const subscriptions = [
		state.subscribe('proj_1', valeria.id, [{ productCode: 'plan_basic', quantity: 1 }]),
		state.subscribe('proj_1', marea.id, [
			{ productCode: 'plan_pro', quantity: 1 },
			{ productCode: 'plan_seat', quantity: 3 },
		]),
		state.subscribe('proj_1', ricardo.id, [{ productCode: 'plan_yearly', quantity: 1 }]),
	];
	const setupFee = state.products.get('setup_fee')!;
	state.chargeCard(marea, setupFee.price, 'charge demo-setup-studio-marea');
	const charges = [
		state.recordCharge({
			projectId: 'proj_1',
			customerId: marea.id,
			productCode: setupFee.productCode,
			quantity: 1,
			amount: setupFee.price,
			currency: setupFee.currency,
			status: 'paid',
			paymentProvider: marea.paymentProvider,
			idempotencyKey: 'demo-setup-studio-marea',
		}),
	];
	return { customers, subscriptions, charges };
}

function page(records: Rec[], query: Record<string, string>, listName: string, defaultLim = 10) {
	const lim = query.lim === undefined ? defaultLim : Number(query.lim);
	const off = query.off === undefined ? 0 : Number(query.off);
	if (!Number.isInteger(lim) || lim < 1 || lim > 100)
		throw new ApiFailure(400, 'ERR_VALIDATION', 'lim must be 1 to 100');
	if (!Number.isInteger(off) || off < 0)
		throw new ApiFailure(400, 'ERR_VALIDATION', 'off must be 0 or more');
	return { [listName]: records.slice(off, off + lim), total: records.length };
}

function oneOf(query: Record<string, string>, name: string, allowed: string[]) {
	if (query[name] !== undefined && !allowed.includes(query[name])) {
		throw new ApiFailure(400, 'ERR_VALIDATION', `${name} must be one of ${allowed.join(', ')}`);
	}
}

const metadataSchema = { type: 'object', maxProperties: 20 };
const itemsSchema = {
	type: 'array',
	minItems: 1,
	maxItems: 20,
	items: {
		type: 'object',
		required: ['productCode'],
		additionalProperties: false,
		properties: {
			productCode: { type: 'string', minLength: 1 },
			quantity: { type: 'integer', minimum: 1, maximum: 1000 },
		},
	},
};
const linkCustomer = (nameRequired: boolean) => ({
	type: 'object',
	required: nameRequired ? ['name'] : [],
	additionalProperties: false,
	properties: {
		name: { type: 'string', minLength: 1, maxLength: 120 },
		email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
	},
});

export function billingSandbox(
	state = new BillingState(),
): SandboxInterface & { state: BillingState } {
	const ok = (data: unknown, message = 'OK', status = 200): SandboxResponse => ({
		status,
		body: { success: true, data, message, timestamp: state.now() },
	});

	/** Authentication by project key and the limiter, before every handler; headers on every answer. */
	const guarded =
		(handler: (req: SandboxRequest, projectId: string) => SandboxResponse) =>
		(req: SandboxRequest): SandboxResponse => {
			const key = req.headers['x-api-key'];
			if (!key) throw new ApiFailure(401, 'ERR_MISSING_API_KEY', 'The X-API-Key header is missing');
			const project = PROJECTS[String(key)];
			if (!project)
				throw new ApiFailure(404, 'ERR_API_KEY_NOT_FOUND', 'The API key is unknown or revoked');
			if (project.suspended)
				throw new ApiFailure(403, 'ERR_ACCOUNT_SUSPENDED', 'The account is suspended');
			const { allowed, headers } = state.rateLimit(String(key));
			if (!allowed)
				throw new ApiFailure(
					429,
					'ERR_RATE_LIMIT_EXCEEDED',
					'Rate limit of the API key exceeded',
					undefined,
					headers,
				);
			try {
				const response = handler(req, project.projectId);
				return { ...response, headers: { ...response.headers, ...headers } };
			} catch (error) {
				if (error instanceof ApiFailure)
					throw new ApiFailure(error.status, error.code, error.message, error.details, {
						...error.headers,
						...headers,
					});
				throw error;
			}
		};
	const route = (
		method: string,
		path: string,
		handler: (req: SandboxRequest, projectId: string) => SandboxResponse,
		body?: object,
	): Route => ({
		method,
		path,
		auth: false,
		body,
		handler: guarded(handler),
	});

	const own = (
		map: Map<string, Rec>,
		id: string,
		projectId: string,
		code: string,
		what: string,
	) => {
		const record = map.get(id);
		if (!record || record.projectId !== projectId)
			throw new ApiFailure(404, code, `${what} ${id} not found`);
		return record;
	};
	const customerOf = (id: string, projectId: string) =>
		own(state.customers, id, projectId, 'ERR_CUSTOMER_NOT_FOUND', 'customer');
	const vaulted = (customer: Rec) => {
		if (!customer.customerVaultId) {
			throw new ApiFailure(
				422,
				'ERR_CUSTOMER_NO_VAULT',
				`customer ${customer.id} has no stored payment method`,
			);
		}
		return customer;
	};
	const productOf = (code: string, projectId: string) =>
		own(state.products, code, projectId, 'ERR_PRODUCT_NOT_FOUND', 'product');
	const subscriptionOf = (id: string, projectId: string) =>
		own(state.subscriptions, id, projectId, 'ERR_SUBSCRIPTION_NOT_FOUND', 'subscription');
	const checkLink = (body: Rec) => {
		if (body.metadata && Buffer.byteLength(JSON.stringify(body.metadata)) > 8192) {
			throw new ApiFailure(422, 'ERR_VALIDATION', 'metadata must be at most 8192 bytes');
		}
	};

	/** The item-set rules of create and replace. */
	const checkItems = (items: Rec[], projectId: string, keepCadenceOf?: Rec) => {
		const codes = items.map((i) => i.productCode);
		const duplicate = codes.find((c, i) => codes.indexOf(c) !== i);
		if (duplicate)
			throw new ApiFailure(
				422,
				'ERR_VALIDATION',
				`productCode ${duplicate} appears twice; use quantity`,
			);
		const products = codes.map((c) => productOf(c, projectId));
		for (const p of products) {
			if (p.paymentType !== 'recurring')
				throw new ApiFailure(
					422,
					'ERR_PRODUCT_NOT_RECURRING',
					`${p.productCode} is a one_time product`,
				);
			if (p.status !== 'active')
				throw new ApiFailure(422, 'ERR_PRODUCT_NOT_ACTIVE', `${p.productCode} is ${p.status}`);
		}
		const cadence = (p: Rec) => `${p.billingPeriod}/${p.billingInterval}`;
		const reference = keepCadenceOf ?? products[0];
		if (products.some((p) => cadence(p) !== cadence(reference))) {
			throw new ApiFailure(
				422,
				'ERR_MIXED_BILLING_PERIODS',
				keepCadenceOf
					? 'A replacement must keep the billing period and interval'
					: 'Items differ in billingPeriod or billingInterval',
			);
		}
		if (products.some((p) => p.currency !== reference.currency))
			throw new ApiFailure(422, 'ERR_MIXED_CURRENCIES', 'Items differ in currency');
		return items.map((i) => ({ productCode: i.productCode, quantity: i.quantity ?? 1 }));
	};
	const transition = (message: string) =>
		new ApiFailure(409, 'ERR_INVALID_SUBSCRIPTION_TRANSITION', message);

	const routes: Route[] = [
		route('GET', '/v1/products', (req, projectId) => {
			oneOf(req.query, 'paymentType', ['one_time', 'recurring']);
			const list = [...state.products.values()].filter(
				(p) =>
					p.projectId === projectId &&
					(!req.query.status || p.status === req.query.status) &&
					(!req.query.paymentType || p.paymentType === req.query.paymentType),
			);
			return ok(page(list, req.query, 'products'));
		}),
		route('GET', '/v1/products/{productCode}', (req, projectId) =>
			ok({ product: productOf(req.params.productCode, projectId) }),
		),
		route('GET', '/v1/customers', (req, projectId) => {
			oneOf(req.query, 'status', ['active', 'inactive']);
			const list = [...state.customers.values()].filter(
				(c) => c.projectId === projectId && (!req.query.status || c.status === req.query.status),
			);
			return ok(page(list, req.query, 'customers'));
		}),
		route(
			'POST',
			'/v1/customers',
			(req, projectId) =>
				ok(
					{
						customer: state.seedCustomer(
							{ name: req.body.name, email: req.body.email, phone: req.body.phone ?? null },
							projectId,
						),
					},
					'Customer created',
					201,
				),
			{
				type: 'object',
				required: ['name', 'email'],
				additionalProperties: false,
				properties: {
					name: { type: 'string', minLength: 1, maxLength: 120 },
					email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
					phone: { type: 'string', maxLength: 40 },
				},
			},
		),
		route('GET', '/v1/customers/{id}', (req, projectId) =>
			ok({ customer: customerOf(req.params.id, projectId) }),
		),
		route(
			'POST',
			'/v1/customers/{id}/vault',
			(req, projectId) => {
				const customer = customerOf(req.params.id, projectId);
				Object.assign(customer, {
					paymentProvider: 'processor_a',
					...req.body,
					updatedAt: state.now(),
				});
				return ok({ customer }, 'Card vaulted');
			},
			{
				type: 'object',
				required: ['customerVaultId'],
				additionalProperties: false,
				properties: {
					customerVaultId: { type: 'string', minLength: 1 },
					paymentProvider: { enum: ['processor_a', 'processor_b'] },
					cardLast4: { type: 'string', pattern: '^\\d{4}$' },
					cardBrand: { type: 'string', maxLength: 40 },
					cardBin: { type: 'string', pattern: '^\\d{6,8}$' },
					cardExp: { type: 'string', pattern: '^(0[1-9]|1[0-2])\\d{2}$' },
				},
			},
		),
		route(
			'POST',
			'/v1/collections/links',
			(req, projectId) => {
				checkLink(req.body);
				const id = state.id('lnk');
				const link: Rec = {
					id,
					projectId,
					linkType: 'customer_collection',
					hashUrl: id.replace('lnk_', 'h'),
					paymentLinkUrl: `https://pay.example/c/${id}`,
					customerName: req.body.customer.name,
					customerEmail: req.body.customer.email ?? null,
					concept: null,
					amount: null,
					status: 'pending',
					isTest: req.body.isTest ?? false,
					paymentMethods: ['card'],
					paymentProvider: 'card',
					requestCustomerEmail: !req.body.customer.email,
					redirectUrl: req.body.redirectUrl ?? null,
					metadata: req.body.metadata ?? {},
					createdAt: state.now(),
					expiresAt: state.clock.iso(state.clock.now() + 7 * DAY_MS),
				};
				state.links.set(id, link);
				return ok(link, 'Collection link created', 201);
			},
			{
				type: 'object',
				required: ['customer'],
				additionalProperties: false,
				properties: {
					customer: linkCustomer(true),
					isTest: { type: 'boolean' },
					redirectUrl: { type: 'string', maxLength: 2048 },
					metadata: metadataSchema,
				},
			},
		),
		route(
			'POST',
			'/v1/collections/payment-links',
			(req, projectId) => {
				checkLink(req.body);
				const p = productOf(req.body.productCode, projectId);
				if (p.paymentType !== 'one_time')
					throw new ApiFailure(422, 'ERR_VALIDATION', `${p.productCode} is not a one_time product`);
				if (p.status !== 'active')
					throw new ApiFailure(422, 'ERR_PRODUCT_NOT_ACTIVE', `${p.productCode} is ${p.status}`);
				const id = state.id('lnk');
				const link: Rec = {
					id,
					projectId,
					linkType: 'customer_payment',
					hashUrl: id.replace('lnk_', 'h'),
					paymentLinkUrl: `https://pay.example/p/${id}`,
					customerName: req.body.customer?.name ?? null,
					customerEmail: req.body.customer?.email ?? null,
					concept: req.body.concept,
					amount: req.body.amount,
					productCode: p.productCode,
					status: 'pending',
					isTest: req.body.isTest ?? false,
					paymentMethods: ['card'],
					paymentProvider: 'card',
					requestCustomerEmail: !req.body.customer?.email,
					redirectUrl: req.body.redirectUrl ?? null,
					metadata: req.body.metadata ?? {},
					createdAt: state.now(),
					expiresAt: state.clock.iso(state.clock.now() + 7 * DAY_MS),
				};
				state.links.set(id, link);
				return ok(link, 'Customer payment link created', 201);
			},
			{
				type: 'object',
				required: ['concept', 'amount', 'productCode'],
				additionalProperties: false,
				properties: {
					customer: linkCustomer(false),
					concept: { type: 'string', minLength: 1 },
					amount: { type: 'integer', minimum: 100, maximum: 1_000_000 },
					productCode: { type: 'string', minLength: 1 },
					isTest: { type: 'boolean' },
					redirectUrl: { type: 'string', maxLength: 2048 },
					metadata: metadataSchema,
				},
			},
		),
		route('GET', '/v1/payment-links', (req, projectId) => {
			const q = req.query;
			oneOf(q, 'status', ['pending', 'processing', 'completed', 'expired', 'cancelled']);
			oneOf(q, 'paymentProvider', ['wallet_a', 'card']);
			oneOf(q, 'linkType', ['one_time', 'customer_collection', 'customer_payment']);
			oneOf(q, 'isTest', ['true', 'false']);
			const list = [...state.links.values()].filter(
				(l) =>
					l.projectId === projectId &&
					(!q.status || l.status === q.status) &&
					(!q.isTest || String(l.isTest) === q.isTest) &&
					(!q.paymentProvider || l.paymentProvider === q.paymentProvider) &&
					(!q.linkType || l.linkType === q.linkType) &&
					(!q.search ||
						String(l.customerName ?? '')
							.toLowerCase()
							.includes(q.search.toLowerCase())),
			);
			return ok(
				page(
					list.map(({ projectId: _p, ...l }) => l),
					q,
					'paymentLinks',
				),
			);
		}),
		route(
			'POST',
			'/v1/subscriptions',
			(req, projectId) => {
				const body = req.body;
				if (body.items && body.productCode)
					throw new ApiFailure(422, 'ERR_VALIDATION', 'Send either items or productCode, not both');
				if (!body.items && !body.productCode)
					throw new ApiFailure(422, 'ERR_VALIDATION', 'items or productCode is required');
				const customer = vaulted(customerOf(body.customerId, projectId));
				const items = checkItems(
					body.items ?? [{ productCode: body.productCode, quantity: 1 }],
					projectId,
				);
				const sub = state.subscribe(projectId, customer.id, items, body.isTest ?? false);
				return ok({ subscription: state.subscriptionView(sub) }, 'Subscription created', 201);
			},
			{
				type: 'object',
				required: ['customerId'],
				additionalProperties: false,
				properties: {
					customerId: { type: 'string', minLength: 1 },
					items: itemsSchema,
					productCode: { type: 'string', minLength: 1 },
					isTest: { type: 'boolean' },
				},
			},
		),
		route('GET', '/v1/subscriptions/{id}', (req, projectId) =>
			ok({ subscription: state.subscriptionView(subscriptionOf(req.params.id, projectId)) }),
		),
		route('GET', '/v1/subscriptions', (req, projectId) => {
			oneOf(req.query, 'expand', ['items']);
			const list = [...state.subscriptions.values()]
				.filter((s) => s.projectId === projectId)
				.map((s) => state.subscriptionView(s, req.query.expand === 'items'));
			return ok(page(list, req.query, 'subscriptions'));
		}),
		route(
			'PATCH',
			'/v1/subscriptions/{id}/items',
			(req, projectId) => {
				const sub = subscriptionOf(req.params.id, projectId);
				if (!['active', 'past_due'].includes(sub.status))
					throw transition(`A ${sub.status} subscription cannot change items`);
				const current = state.products.get(sub.items[0].productCode)!;
				const effectiveAt = sub.currentPeriodEnd;
				const items = checkItems(req.body.items, projectId, current).map((i) => ({
					...i,
					effectiveFrom: effectiveAt,
				}));
				sub.pendingItems = { effectiveAt, items };
				if (req.body.deferredAmountCents) sub.deferredAmountCents += req.body.deferredAmountCents;
				const view = state.subscriptionView(sub);
				state.emit('subscription.items_updated', projectId, {
					subscription: view,
					items: view.pendingItems.items,
					cycleTotal: state.cycleTotal(items),
					effectiveAt,
				});
				return ok({ subscription: view, effectiveAt }, 'Items updated');
			},
			{
				type: 'object',
				required: ['items'],
				additionalProperties: false,
				properties: {
					items: itemsSchema,
					deferredAmountCents: { type: 'integer', minimum: 1, maximum: 99 },
				},
			},
		),
		route(
			'PATCH',
			'/v1/subscriptions/{id}/customer',
			(req, projectId) => {
				const sub = subscriptionOf(req.params.id, projectId);
				if (!['active', 'past_due'].includes(sub.status))
					throw transition(`A ${sub.status} subscription cannot change customer`);
				const customer = vaulted(customerOf(req.body.customerId, projectId));
				const previousCustomerId = sub.customerId;
				sub.customerId = customer.id;
				state.emit('subscription.customer_updated', projectId, {
					subscription: state.subscriptionView(sub),
					customerId: customer.id,
					previousCustomerId,
				});
				return ok({ subscription: state.subscriptionView(sub) }, 'Customer updated');
			},
			{
				type: 'object',
				required: ['customerId'],
				additionalProperties: false,
				properties: { customerId: { type: 'string', minLength: 1 } },
			},
		),
		route(
			'PATCH',
			'/v1/subscriptions/{id}/cancel',
			(req, projectId) => {
				const sub = subscriptionOf(req.params.id, projectId);
				if (sub.status === 'cancelled') throw transition('The subscription is already cancelled');
				if (req.body?.cancelAtPeriodEnd) sub.cancelAtPeriodEnd = true;
				else state.cancel(sub, 'cancelled_by_request', state.now());
				return ok({ subscription: state.subscriptionView(sub) }, 'Subscription cancelled');
			},
			{
				type: 'object',
				additionalProperties: false,
				properties: { cancelAtPeriodEnd: { type: 'boolean' } },
			},
		),
		route('PATCH', '/v1/subscriptions/{id}/reactivate', (req, projectId) => {
			const sub = subscriptionOf(req.params.id, projectId);
			if (sub.status === 'cancelled') {
				if (Date.parse(sub.currentPeriodEnd) <= state.clock.now()) {
					throw new ApiFailure(
						409,
						'ERR_SUBSCRIPTION_PERIOD_ELAPSED',
						'The paid period of this cancelled subscription is over',
					);
				}
				Object.assign(sub, {
					status: 'active',
					nextBillingAt: sub.currentPeriodEnd,
					cancelledAt: null,
					cancellationReason: null,
				});
			} else if (sub.cancelAtPeriodEnd) {
				sub.cancelAtPeriodEnd = false;
			} else {
				throw transition(`The subscription is ${sub.status} with no pending cancellation`);
			}
			state.emit('subscription.resumed', projectId, { subscription: state.subscriptionView(sub) });
			return ok({ subscription: state.subscriptionView(sub) }, 'Subscription reactivated');
		}),
		route('GET', '/v1/subscriptions/{id}/invoices', (req, projectId) => {
			const sub = subscriptionOf(req.params.id, projectId);
			oneOf(req.query, 'status', ['open', 'paid', 'failed', 'void']);
			const list = [...state.invoices.values()].filter(
				(i) => i.subscriptionId === sub.id && (!req.query.status || i.status === req.query.status),
			);
			return ok(page(list, req.query, 'invoices'));
		}),
		route(
			'POST',
			'/v1/charges',
			(req, projectId) => {
				const body = req.body;
				const earlier = [...state.charges.values()].find(
					(c) => c.projectId === projectId && c.idempotencyKey === body.idempotencyKey,
				);
				if (earlier)
					return ok({ charge: earlier }, 'Charge already processed for this idempotencyKey');
				const customer = vaulted(customerOf(body.customerId, projectId));
				const p = productOf(body.productCode, projectId);
				if (p.status !== 'active')
					throw new ApiFailure(422, 'ERR_PRODUCT_NOT_ACTIVE', `${p.productCode} is ${p.status}`);
				if (p.paymentType !== 'one_time')
					throw new ApiFailure(
						422,
						'ERR_VALIDATION',
						`${p.productCode} is recurring: subscribe instead`,
					);
				const sub = body.subscriptionId
					? subscriptionOf(body.subscriptionId, projectId)
					: undefined;
				if (p.requiresSubscription && (!sub || sub.status !== 'active')) {
					throw new ApiFailure(
						422,
						'ERR_VALIDATION',
						`${p.productCode} is an addon: give the subscriptionId of an active subscription`,
					);
				}
				let amount = p.price * (body.quantity ?? 1);
				if (body.prorate && sub) {
					const start = Date.parse(sub.currentPeriodStart);
					const end = Date.parse(sub.currentPeriodEnd);
					amount = Math.round((amount * Math.max(0, end - state.clock.now())) / (end - start));
				}
				const paid = state.chargeCard(customer, amount, `charge ${body.idempotencyKey}`);
				const charge = state.recordCharge({
					projectId,
					customerId: customer.id,
					productCode: p.productCode,
					quantity: body.quantity ?? 1,
					subscriptionId: sub?.id ?? null,
					amount,
					currency: p.currency,
					status: paid ? 'paid' : 'failed',
					paymentProvider: customer.paymentProvider,
					idempotencyKey: body.idempotencyKey,
					isTest: body.isTest ?? false,
				});
				state.emit(paid ? 'charge.succeeded' : 'charge.failed', projectId, charge);
				if (state.loseChargeResponses > 0) {
					state.loseChargeResponses--;
					throw new ApiFailure(
						500,
						'ERR_INTERNAL',
						'The response was lost after the charge went through',
					);
				}
				return ok({ charge }, paid ? 'Charge succeeded' : 'Charge declined', 201);
			},
			{
				type: 'object',
				required: ['customerId', 'productCode', 'idempotencyKey'],
				additionalProperties: false,
				properties: {
					customerId: { type: 'string', minLength: 1 },
					productCode: { type: 'string', minLength: 1 },
					quantity: { type: 'integer', minimum: 1, maximum: 1000 },
					subscriptionId: { type: 'string', minLength: 1 },
					prorate: { type: 'boolean' },
					isTest: { type: 'boolean' },
					idempotencyKey: { type: 'string', minLength: 1, maxLength: 255 },
				},
			},
		),
		route('GET', '/v1/charges', (req, projectId) =>
			ok(
				page(
					[...state.charges.values()].filter((c) => c.projectId === projectId),
					req.query,
					'charges',
				),
			),
		),
		route('GET', '/v1/charges/{id}', (req, projectId) =>
			ok({
				charge: own(state.charges, req.params.id, projectId, 'ERR_CHARGE_NOT_FOUND', 'charge'),
			}),
		),
	];

	const GENERIC_CODES: Record<string, string> = {
		rate_limited: 'ERR_RATE_LIMIT_EXCEEDED',
		server_error: 'ERR_INTERNAL',
		validation_error: 'ERR_VALIDATION',
		not_found: 'ERR_NOT_FOUND',
		invalid_json: 'ERR_VALIDATION',
	};

	return {
		slug: 'pay_integration',
		prefix: '',
		tokens: {},
		routes,
		state,
		error: (_status, code, message, details) => ({
			success: false,
			error: { code: GENERIC_CODES[code] ?? code, message, ...(details ? { details } : {}) },
			timestamp: state.now(),
		}),
		reset: () => state.reset(),
		notSimulated: [
			{
				method: '?',
				path: '?/v1/payment-links',
				reason: 'create exists per doc 002 but its method and path are not shown',
			},
			{
				method: '?',
				path: '?/v1/payment-links/{id}',
				reason: 'get exists per doc 002 but its method and path are not shown',
			},
			{
				method: '?',
				path: '?/v1/payment-links/{id}/cancel',
				reason: 'cancel exists per doc 002 but its method and path are not shown',
			},
		],
	};
}
