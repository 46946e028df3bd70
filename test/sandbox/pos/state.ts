import { ApiFailure } from '../server';

export type Rec = Record<string, any>;

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
