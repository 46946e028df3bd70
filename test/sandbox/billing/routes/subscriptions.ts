import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import * as schemas from '../schemas';
import type { BillingApi } from './api';
import { oneOf, page } from './api';

/** Subscriptions: their state machine, items, customer and invoices. */
export function subscriptionRoutes({
	state,
	ok,
	route,
	customerOf,
	vaulted,
	subscriptionOf,
	checkItems,
	transition,
}: BillingApi): Route[] {
	return [
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
			schemas.subscriptionCreate,
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
			schemas.itemsReplace,
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
			schemas.customerChange,
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
			schemas.cancel,
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
	];
}
