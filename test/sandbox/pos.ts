import { pageOf } from './lists';
import type { Route, SandboxInterface } from './server';
import { ApiFailure } from './server';

/**
 * Point of sale (doc 000) simulated: products, stock per location, sales that take stock out,
 * cancellations and refunds that put it back (each once: a second one answers 409), adjustments
 * and transfers between locations. The document shows only the sale create body; every other
 * field name here is the node's assumption (see the README), and records come back as `{data}`.
 */

type Rec = Record<string, any>;

export const POS_TOKEN = 'pos-test-token';
/** Where stock is kept when a request names no location */
export const MAIN_LOCATION = 'main';

export class PosState {
	products = new Map<string, Rec>();
	/** product id -> location -> units */
	stock = new Map<string, Map<string, number>>();
	sales = new Map<string, Rec>();
	/** The document does not show the order of lists: newest first here, oldest first when a test sets this */
	oldestFirst = false;
	private seq = 0;

	id(prefix: string) {
		return `${prefix}_${(++this.seq).toString().padStart(6, '0')}`;
	}

	/** A stamp later than every earlier one, so that "newest first" is a strict order. */
	private lastStamp = 0;
	now() {
		this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
		return new Date(this.lastStamp).toISOString();
	}

	addProduct(body: Rec, at = this.now()) {
		if (body.sku && [...this.products.values()].some((p) => p.sku === body.sku)) {
			throw new ApiFailure(409, 'duplicate_sku', `A product with SKU ${body.sku} exists`);
		}
		const { stock = 0, location = MAIN_LOCATION, ...fields } = body;
		const product: Rec = {
			id: this.id('prod'),
			sku: null,
			price: 0,
			cost: null,
			...fields,
			location,
			created_at: at,
			updated_at: at,
		};
		this.products.set(product.id, product);
		this.stock.set(product.id, new Map([[location, stock]]));
		return product;
	}

	product(id: string) {
		const product = this.products.get(id);
		if (!product) throw new ApiFailure(404, 'not_found', `Product ${id} not found`);
		return product;
	}

	/** The product as the API shows it: with its total stock. */
	productView(product: Rec) {
		return { ...product, stock: this.total(product.id) };
	}

	total(productId: string) {
		return [...(this.stock.get(productId)?.values() ?? [])].reduce((sum, units) => sum + units, 0);
	}

	inventory(productId: string) {
		const product = this.product(productId);
		const locations = [...this.stock.get(productId)!.entries()].map(([location, quantity]) => ({
			location,
			quantity,
		}));
		return {
			product_id: productId,
			sku: product.sku,
			quantity: this.total(productId),
			locations,
			updated_at: product.updated_at,
		};
	}

	/** Adds `units` (negative: takes out) at a location; never below zero. */
	move(productId: string, location: string, units: number) {
		const product = this.product(productId);
		const byLocation = this.stock.get(productId)!;
		const next = (byLocation.get(location) ?? 0) + units;
		if (next < 0) {
			throw new ApiFailure(
				422,
				'insufficient_stock',
				`Only ${byLocation.get(location) ?? 0} units of ${productId} at ${location}`,
			);
		}
		byLocation.set(location, next);
		product.updated_at = this.now();
	}

	/** A completed sale; its units leave the location's stock (all or nothing). */
	sell(body: Rec, at = this.now()) {
		const location = body.location ?? MAIN_LOCATION;
		for (const item of body.items) {
			if (!this.products.has(item.product_id))
				throw new ApiFailure(422, 'unknown_product', `Product ${item.product_id} does not exist`);
		}
		const wanted = new Map<string, number>();
		for (const item of body.items)
			wanted.set(item.product_id, (wanted.get(item.product_id) ?? 0) + item.quantity);
		for (const [productId, units] of wanted) {
			const have = this.stock.get(productId)!.get(location) ?? 0;
			if (have < units)
				throw new ApiFailure(
					422,
					'insufficient_stock',
					`Only ${have} units of ${productId} at ${location}`,
				);
		}
		for (const [productId, units] of wanted) this.move(productId, location, -units);
		const total =
			Math.round(
				body.items.reduce((sum: number, item: Rec) => sum + item.quantity * item.price, 0) * 100,
			) / 100;
		const sale: Rec = {
			id: this.id('sale'),
			status: 'completed',
			items: body.items,
			total,
			payment_method: body.payment_method ?? null,
			customer_id: body.customer_id ?? null,
			location,
			notes: body.notes ?? null,
			created_at: at,
			cancelled_at: null,
			refunded_at: null,
		};
		this.sales.set(sale.id, sale);
		return sale;
	}

	/** Cancel or refund: once, from `completed` only; the units go back where they were sold. */
	undo(saleId: string, move: 'cancel' | 'refund', reason?: string) {
		const sale = this.sales.get(saleId);
		if (!sale) throw new ApiFailure(404, 'not_found', `Sale ${saleId} not found`);
		if (sale.status === 'refunded')
			throw new ApiFailure(
				409,
				'already_refunded',
				`Sale ${saleId} was refunded at ${sale.refunded_at}`,
			);
		if (sale.status === 'cancelled')
			throw new ApiFailure(
				409,
				'already_cancelled',
				`Sale ${saleId} was cancelled at ${sale.cancelled_at}`,
			);
		for (const item of sale.items)
			if (this.products.has(item.product_id))
				this.move(item.product_id, sale.location, item.quantity);
		const at = this.now();
		if (move === 'cancel')
			Object.assign(sale, { status: 'cancelled', cancelled_at: at, cancel_reason: reason ?? null });
		else
			Object.assign(sale, {
				status: 'refunded',
				refunded_at: at,
				refund_reason: reason ?? null,
				refunded_amount: sale.total,
			});
		return sale;
	}
}

function paginate(records: Rec[], query: Record<string, string>) {
	const { data, page, perPage, total } = pageOf(records, query, 25);
	return { data, meta: { page, per_page: perPage, total } };
}

/** Newest first; records made in the same millisecond keep the order they were made in, reversed. */
const newestFirst = (records: Rec[]) =>
	[...records]
		.reverse()
		.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
const location = { type: 'string', minLength: 1 };
const reasonBody = {
	type: 'object',
	additionalProperties: false,
	properties: { reason: { type: 'string' } },
};

/** Product fields: the node's assumed names, plus three the document does not name (reached through Additional Body). */
const productProperties = {
	name: { type: 'string', minLength: 1 },
	sku: { type: 'string', minLength: 1 },
	price: { type: 'number', minimum: 0 },
	cost: { type: 'number', minimum: 0 },
	stock: { type: 'integer', minimum: 0 },
	location,
	barcode: { type: 'string' },
	category: { type: 'string' },
	tax_rate: { type: 'number', minimum: 0, maximum: 100 },
};

export function posSandbox(state = new PosState()): SandboxInterface & { state: PosState } {
	const routes: Route[] = [
		{
			method: 'GET',
			path: '/sales',
			handler: (req) => {
				const sales = newestFirst([...state.sales.values()]);
				return { body: paginate(state.oldestFirst ? sales.reverse() : sales, req.query) };
			},
		},
		{
			method: 'POST',
			path: '/sales',
			body: {
				type: 'object',
				required: ['items'],
				additionalProperties: false,
				properties: {
					items: {
						type: 'array',
						minItems: 1,
						items: {
							type: 'object',
							required: ['product_id', 'quantity', 'price'],
							additionalProperties: false,
							properties: {
								product_id: { type: 'string', minLength: 1 },
								quantity: { type: 'integer', minimum: 1 },
								price: { type: 'number', minimum: 0 },
							},
						},
					},
					payment_method: { type: 'string', minLength: 1 },
					customer_id: { type: 'string', minLength: 1 },
					location,
					notes: { type: 'string' },
				},
			},
			handler: (req) => ({ status: 201, body: { data: state.sell(req.body) } }),
		},
		{
			method: 'GET',
			path: '/sales/{id}',
			handler: (req) => {
				const sale = state.sales.get(req.params.id);
				if (!sale) throw new ApiFailure(404, 'not_found', `Sale ${req.params.id} not found`);
				return { body: { data: sale } };
			},
		},
		{
			method: 'POST',
			path: '/sales/{id}/cancel',
			body: reasonBody,
			handler: (req) => ({ body: { data: state.undo(req.params.id, 'cancel', req.body?.reason) } }),
		},
		{
			method: 'POST',
			path: '/sales/{id}/refund',
			body: reasonBody,
			handler: (req) => ({ body: { data: state.undo(req.params.id, 'refund', req.body?.reason) } }),
		},
		{
			method: 'GET',
			path: '/products',
			handler: (req) => ({
				body: paginate(
					newestFirst([...state.products.values()]).map((p) => state.productView(p)),
					req.query,
				),
			}),
		},
		{
			method: 'POST',
			path: '/products',
			body: {
				type: 'object',
				required: ['name'],
				additionalProperties: false,
				properties: productProperties,
			},
			handler: (req) => ({
				status: 201,
				body: { data: state.productView(state.addProduct(req.body)) },
			}),
		},
		{
			method: 'GET',
			path: '/products/{id}',
			handler: (req) => ({ body: { data: state.productView(state.product(req.params.id)) } }),
		},
		{
			method: 'PATCH',
			path: '/products/{id}',
			body: {
				type: 'object',
				minProperties: 1,
				additionalProperties: false,
				properties: productProperties,
			},
			handler: (req) => {
				const product = state.product(req.params.id);
				const { stock, ...fields } = req.body;
				if (
					fields.sku &&
					fields.sku !== product.sku &&
					[...state.products.values()].some((p) => p.sku === fields.sku)
				) {
					throw new ApiFailure(409, 'duplicate_sku', `A product with SKU ${fields.sku} exists`);
				}
				Object.assign(product, fields, { updated_at: state.now() });
				// Stock given here is the count at the product's location.
				if (stock !== undefined) state.stock.get(product.id)!.set(product.location, stock);
				return { body: { data: state.productView(product) } };
			},
		},
		{
			method: 'DELETE',
			path: '/products/{id}',
			handler: (req) => {
				state.product(req.params.id);
				state.products.delete(req.params.id);
				state.stock.delete(req.params.id);
				return { status: 204 };
			},
		},
		{
			method: 'GET',
			path: '/inventory/{product_id}',
			handler: (req) => ({ body: { data: state.inventory(req.params.product_id) } }),
		},
		{
			method: 'POST',
			path: '/inventory/{product_id}/adjust',
			body: {
				type: 'object',
				required: ['quantity'],
				additionalProperties: false,
				properties: {
					quantity: { type: 'integer', not: { const: 0 } },
					location,
					reason: { type: 'string' },
					reference: { type: 'string' },
				},
			},
			handler: (req) => {
				state.move(req.params.product_id, req.body.location ?? MAIN_LOCATION, req.body.quantity);
				return { body: { data: state.inventory(req.params.product_id) } };
			},
		},
		{
			method: 'POST',
			path: '/inventory/transfer',
			body: {
				type: 'object',
				required: ['product_id', 'from_location', 'to_location', 'quantity'],
				additionalProperties: false,
				properties: {
					product_id: { type: 'string' },
					from_location: location,
					to_location: location,
					quantity: { type: 'integer', minimum: 1 },
					reference: { type: 'string' },
				},
			},
			handler: (req) => {
				const { product_id, from_location, to_location, quantity } = req.body;
				if (from_location === to_location)
					throw new ApiFailure(422, 'same_location', 'from_location and to_location must differ');
				state.product(product_id);
				state.move(product_id, from_location, -quantity);
				state.move(product_id, to_location, quantity);
				const transfer = {
					id: state.id('trf'),
					product_id,
					from_location,
					to_location,
					quantity,
					reference: req.body.reference ?? null,
					created_at: state.now(),
				};
				return {
					status: 201,
					body: { data: { ...transfer, inventory: state.inventory(product_id) } },
				};
			},
		},
	];

	return {
		slug: 'pos',
		prefix: '/pos/v1',
		tokens: { [POS_TOKEN]: { userId: 'store', scopes: [] } },
		routes,
		state,
		error: (_status, code, message, details) => ({
			error: { code, message, ...(details ? { details } : {}) },
		}),
		reset() {
			state.products.clear();
			state.stock.clear();
			state.sales.clear();
			state.oldestFirst = false;
		},
	};
}

/**
 * What `npm start` opens with: a small café's catalogue with stock in the shop and the back room,
 * and a day of sales (one cancelled, one refunded). Tests start empty.
 */
export function seedPointOfSale(state: PosState) {
	const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
	const products = [
		state.addProduct(
			{ name: 'Espresso', sku: 'COF-ESP', price: 2.5, cost: 0.6, stock: 200, category: 'drinks' },
			ago(72),
		),
		state.addProduct(
			{ name: 'Cappuccino', sku: 'COF-CAP', price: 3.4, cost: 0.9, stock: 150, category: 'drinks' },
			ago(72),
		),
		state.addProduct(
			{
				name: 'Butter Croissant',
				sku: 'BAK-CRO',
				price: 2.2,
				cost: 0.8,
				stock: 24,
				category: 'bakery',
			},
			ago(71),
		),
		state.addProduct(
			{
				name: 'House Blend Beans 250 g',
				sku: 'RET-BEAN',
				price: 9.9,
				cost: 4.1,
				stock: 6,
				barcode: '7501234567890',
			},
			ago(70),
		),
		state.addProduct(
			{ name: 'Ceramic Mug', sku: 'RET-MUG', price: 12, cost: 5, stock: 3, location: 'warehouse' },
			ago(70),
		),
	];
	const [espresso, cappuccino, croissant, beans] = products;
	state.move(beans.id, 'warehouse', 30);
	const sales = [
		state.sell(
			{
				items: [
					{ product_id: espresso.id, quantity: 2, price: 2.5 },
					{ product_id: croissant.id, quantity: 1, price: 2.2 },
				],
				payment_method: 'cash',
			},
			ago(6),
		),
		state.sell(
			{
				items: [{ product_id: cappuccino.id, quantity: 1, price: 3.4 }],
				payment_method: 'card',
				customer_id: 'cus_0042',
			},
			ago(5),
		),
		state.sell(
			{ items: [{ product_id: beans.id, quantity: 1, price: 9.9 }], payment_method: 'card' },
			ago(4),
		),
		state.sell(
			{ items: [{ product_id: croissant.id, quantity: 3, price: 2.2 }], payment_method: 'cash' },
			ago(2),
		),
	];
	state.undo(sales[1].id, 'cancel', 'Rang up twice');
	state.undo(sales[2].id, 'refund', 'Bag was torn');
	return { products, sales };
}
