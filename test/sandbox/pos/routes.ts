import { pageOf } from '../lists';
import type { Route } from '../server';
import { ApiFailure } from '../server';
import * as schemas from './schemas';
import type { PosState, Rec } from './state';
import { MAIN_LOCATION } from './state';

function paginate(records: Rec[], query: Record<string, string>) {
	const { data, page, perPage, total } = pageOf(records, query, 25);
	return { data, meta: { page, per_page: perPage, total } };
}

/** Newest first; records made in the same millisecond keep the order they were made in, reversed. */
const newestFirst = (records: Rec[]) =>
	[...records]
		.reverse()
		.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

/** Sales: list, create, get, cancel, refund. */
function saleRoutes(state: PosState): Route[] {
	return [
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
			body: schemas.saleCreate,
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
			body: schemas.reasonBody,
			handler: (req) => ({ body: { data: state.undo(req.params.id, 'cancel', req.body?.reason) } }),
		},
		{
			method: 'POST',
			path: '/sales/{id}/refund',
			body: schemas.reasonBody,
			handler: (req) => ({ body: { data: state.undo(req.params.id, 'refund', req.body?.reason) } }),
		},
	];
}

/** Products: list, create, get, update, delete. */
function productRoutes(state: PosState): Route[] {
	return [
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
			body: schemas.productCreate,
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
			body: schemas.productUpdate,
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
	];
}

/** Stock: per location, adjustments and transfers. */
function inventoryRoutes(state: PosState): Route[] {
	return [
		{
			method: 'GET',
			path: '/inventory/{product_id}',
			handler: (req) => ({ body: { data: state.inventory(req.params.product_id) } }),
		},
		{
			method: 'POST',
			path: '/inventory/{product_id}/adjust',
			body: schemas.inventoryAdjust,
			handler: (req) => {
				state.move(req.params.product_id, req.body.location ?? MAIN_LOCATION, req.body.quantity);
				return { body: { data: state.inventory(req.params.product_id) } };
			},
		},
		{
			method: 'POST',
			path: '/inventory/transfer',
			body: schemas.inventoryTransfer,
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
}

export const posRoutes = (state: PosState): Route[] => [
	...saleRoutes(state),
	...productRoutes(state),
	...inventoryRoutes(state),
];
