import type { Route } from '../../server';
import * as schemas from '../schemas';
import type { BillingApi } from './api';
import { oneOf, page } from './api';

/** Customers and the card stored in their vault. */
export function customerRoutes({ state, ok, route, customerOf }: BillingApi): Route[] {
	return [
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
			schemas.customerCreate,
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
			schemas.vault,
		),
	];
}
