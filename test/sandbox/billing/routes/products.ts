import type { Route } from '../../server';
import type { BillingApi } from './api';
import { oneOf, page } from './api';

/** The product catalogue: read only. */
export function productRoutes({ state, ok, route, productOf }: BillingApi): Route[] {
	return [
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
	];
}
