import type { Route, SandboxInterface } from '../server';
import { billingApi } from './routes/api';
import { chargeRoutes } from './routes/charges';
import { customerRoutes } from './routes/customers';
import { linkRoutes } from './routes/links';
import { productRoutes } from './routes/products';
import { subscriptionRoutes } from './routes/subscriptions';
import { BillingState } from './state';

/**
 * The integration interface of doc 002 simulated ("Billing"): project-scoped products,
 * customers, collection links, subscriptions with their state machine and dunning, invoices,
 * idempotent charges, the payment-link listing, the 60-per-minute limiter with its headers and
 * the signed project webhook. Time is a SimClock that tests move with `advance`.
 */

export { seedBilling } from './seed';
export { BILLING_KEYS, BILLING_PROJECT_SECRET, BillingState, DUNNING_DAYS } from './state';
export type { SignedDelivery } from './state';

export function billingSandbox(
	state = new BillingState(),
): SandboxInterface & { state: BillingState } {
	const api = billingApi(state);
	const routes: Route[] = [
		...productRoutes(api),
		...customerRoutes(api),
		...linkRoutes(api),
		...subscriptionRoutes(api),
		...chargeRoutes(api),
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
