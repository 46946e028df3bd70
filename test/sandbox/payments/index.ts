import type { SandboxInterface } from '../server';
import { controlsRoutes } from './controls';
import { paymentsRoutes } from './routes';
import { PAYMENTS_KEY, PaymentsState } from './state';

/**
 * The payments interface of doc 002 simulated: payment links, transactions, refunds, reports,
 * webhooks. Deliveries to registered webhooks are signed and kept in `state.deliveries` (the
 * document does not show the scheme; the sandbox signs HMAC-SHA256 hex of the raw body in
 * `x-signature`, the trigger's default).
 */

export {
	PAYMENT_EVENTS,
	PAYMENT_METHODS,
	PAYMENTS_KEY,
	PaymentsState,
	seedPayments,
} from './state';
export type { OutgoingDelivery } from './state';

export function paymentsSandbox(
	state = new PaymentsState(),
): SandboxInterface & { state: PaymentsState } {
	const routes = [...paymentsRoutes(state), ...controlsRoutes(state)];

	return {
		slug: 'payments',
		prefix: '/pay/v1',
		tokens: { [PAYMENTS_KEY]: { userId: 'merchant', scopes: [] } },
		routes,
		state,
		error: (status, code, message, details) => ({
			error: code,
			message,
			status,
			...(details ? { details } : {}),
		}),
		reset() {
			for (const map of [
				state.links,
				state.transactions,
				state.refunds,
				state.settlements,
				state.webhooks,
			])
				map.clear();
			state.deliveries = [];
		},
	};
}
