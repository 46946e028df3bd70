import type { Route, SandboxRequest } from '../../server';
import { contains, paginate, sortBy } from '../queries';
import { productFields } from '../schemas';
import { InvoicingState, SAT_CATALOGS } from '../state';
import { lookups } from './lookups';

export function productRoutes(state: InvoicingState): Route[] {
	const { find, byNewest, catalogKeys } = lookups(state);
	return [
		{
			method: 'GET',
			path: '/products',
			scope: 'catalogs:read',
			handler: (req) => {
				const q = req.query;
				const list = [...state.products.values()].filter(
					(p) =>
						(!q.clave_prod_serv || p.clave_prod_serv === q.clave_prod_serv) &&
						contains(q.search, p.nombre_interno, p.descripcion, p.clave_prod_serv),
				);
				const sorted = sortBy(byNewest(list), q, {
					name: (p) => p.nombre_interno,
					price: (p) => p.valor_unitario,
					created_at: (p) => p.created_at,
					usage_count: (p) => p.usage_count,
				});
				return { body: paginate(sorted, q) };
			},
		},
		{
			method: 'POST',
			path: '/products',
			scope: 'catalogs:read',
			body: {
				type: 'object',
				required: [
					'nombre_interno',
					'clave_prod_serv',
					'descripcion',
					'clave_unidad',
					'valor_unitario',
				],
				additionalProperties: false,
				properties: productFields,
			},
			handler: (req) => {
				catalogKeys(req.body);
				const product = {
					id: state.id('prod'),
					objeto_imp: '02',
					impuestos: { traslados: [], retenciones: [] },
					...req.body,
					usage_count: 0,
					created_at: new Date().toISOString(),
				};
				state.products.set(product.id, product);
				return { status: 201, body: { data: product } };
			},
		},
		{
			method: 'GET',
			path: '/products/{product_id}',
			handler: (req) => ({
				body: { data: find(state.products, req.params.product_id, 'product') },
			}),
		},
		{
			method: 'PATCH',
			path: '/products/{product_id}',
			body: {
				type: 'object',
				minProperties: 1,
				additionalProperties: false,
				properties: productFields,
			},
			handler: (req) => {
				const product = find(state.products, req.params.product_id, 'product');
				catalogKeys(req.body);
				Object.assign(product, req.body);
				return { body: { data: product } };
			},
		},
		{
			method: 'DELETE',
			path: '/products/{product_id}',
			handler: (req) => {
				find(state.products, req.params.product_id, 'product');
				state.products.delete(req.params.product_id);
				return { status: 204 };
			},
		},
		...['products', 'units'].map((catalog): Route => ({
			method: 'GET',
			path: `/sat-catalogs/${catalog}`,
			scope: catalog === 'products' ? 'catalogs:read' : undefined,
			handler: (req: SandboxRequest) => ({
				body: {
					data: SAT_CATALOGS[catalog].filter((entry) =>
						contains(req.query.search, entry.clave, entry.descripcion),
					),
				},
			}),
		})),
		...['tax-regimes', 'cfdi-uses', 'payment-forms'].map((catalog): Route => ({
			method: 'GET',
			path: `/sat-catalogs/${catalog}`,
			handler: () => ({ body: { data: SAT_CATALOGS[catalog] } }),
		})),
	];
}
