import type { INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { PAYMENTS_KEY } from '../sandbox/payments';

export function paymentsTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.payments.state;
	const credentials = (apiKey = PAYMENTS_KEY) => ({
		bizOpsPaymentsApi: { baseUrl: bed.sandbox.baseUrl('payments'), apiKey },
	});
	const run = (
		parameters: INodeParameters,
		input?: Array<Record<string, unknown>>,
		options: { apiKey?: string; continueOnFail?: boolean } = {},
	) =>
		runNode(
			{
				type: 'payments',
				parameters,
				credentials: credentials(options.apiKey),
				continueOnFail: options.continueOnFail,
			},
			input as never,
		);
	/** A link paid `count` times, with its transactions */
	const paidLink = (amount: number, count = 1, at?: string) => {
		const link = [...state().links.values()].find((l) => l.amount === amount) ?? seedLink(amount);
		return Array.from({ length: count }, () => state().pay(link.id, { at }));
	};
	const seedLink = (amount: number | null, fields: Record<string, unknown> = {}) => {
		const id = state().id('pl');
		const link = {
			id,
			amount,
			currency: 'USD',
			description: 'seed',
			url: `https://pay.example/l/${id}`,
			status: 'active',
			payment_methods: [],
			created_at: new Date().toISOString(),
			paid_at: null,
			...fields,
		};
		state().links.set(id, link);
		return link;
	};
	return { ...bed, state, credentials, run, paidLink, seedLink };
}
