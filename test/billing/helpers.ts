import type { INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { BILLING_KEYS } from '../sandbox/billing';

export function billingTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.pay_integration.state;
	const credentials = (apiKey = BILLING_KEYS.main, webhookSecret = '') => ({
		bizOpsBillingApi: { baseUrl: bed.sandbox.baseUrl('pay_integration'), apiKey, webhookSecret },
	});
	const run = (
		parameters: INodeParameters,
		input?: Array<Record<string, unknown>>,
		options: { apiKey?: string; continueOnFail?: boolean } = {},
	) =>
		runNode(
			{
				type: 'billing',
				parameters,
				credentials: credentials(options.apiKey),
				continueOnFail: options.continueOnFail,
			},
			input as never,
		);
	/** Runs and expects success: the output JSON of every item */
	const ok = async (parameters: INodeParameters, input?: Array<Record<string, unknown>>) => {
		const { items, error } = await run(parameters, input);
		if (error) throw error;
		return items.map((item) => item.json as Record<string, any>);
	};
	return { ...bed, state, credentials, run, ok };
}

export const items = (...list: Array<[string, number?]>) => ({
	item: list.map(([productCode, quantity = 1]) => ({ productCode, quantity })),
});
