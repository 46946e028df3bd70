import type { Route } from '../server';
import { postDelivery } from '../stamps';
import type { PaymentsState } from './state';

/**
 * The sandbox's own controls (no part of the API): a customer pays a link on the hosted page; the
 * service then posts the signed deliveries of that event to the registered webhooks (the
 * workflow templates' suite and `npm start` see a payment arrive as a real account would).
 */
export function controlsRoutes(state: PaymentsState): Route[] {
	return [
		{
			method: 'POST',
			path: '/_sim/payment-links/{link_id}/pay',
			auth: false,
			body: {
				type: 'object',
				properties: { amount: { type: 'number' }, method: { type: 'string' } },
				additionalProperties: false,
			},
			handler: async (req) => {
				const before = state.deliveries.length;
				const txn = state.pay(req.params.link_id, req.body ?? {});
				for (const delivery of state.deliveries.slice(before))
					await postDelivery(delivery.url, delivery.headers, delivery.rawBody, 5000).catch(
						() => undefined,
					);
				return { status: 201, body: { data: txn } };
			},
		},
	];
}
