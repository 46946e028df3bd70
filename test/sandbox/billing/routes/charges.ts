import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import * as schemas from '../schemas';
import type { BillingApi } from './api';
import { page } from './api';

/** Charges, idempotent by key. */
export function chargeRoutes({
	state,
	ok,
	route,
	own,
	customerOf,
	vaulted,
	productOf,
	subscriptionOf,
}: BillingApi): Route[] {
	return [
		route(
			'POST',
			'/v1/charges',
			(req, projectId) => {
				const body = req.body;
				const earlier = [...state.charges.values()].find(
					(c) => c.projectId === projectId && c.idempotencyKey === body.idempotencyKey,
				);
				if (earlier)
					return {
						...ok({ charge: earlier }, 'Charge already processed for this idempotencyKey'),
						replayed: true,
					};
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
			schemas.chargeCreate,
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
}
