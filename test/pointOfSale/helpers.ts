import type { INodeParameters } from 'n8n-workflow';

import { runNode, runPoll } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { POS_TOKEN } from '../sandbox/pos';

export function pointOfSaleTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.pos.state;
	const credentials = (accessToken = POS_TOKEN) => ({
		bizOpsPointOfSaleApi: { baseUrl: bed.sandbox.baseUrl('pos'), accessToken },
	});
	const run = (
		parameters: Record<string, unknown>,
		input?: Array<Record<string, unknown>>,
		options: { accessToken?: string; continueOnFail?: boolean } = {},
	) =>
		runNode(
			{
				type: 'pointOfSale',
				parameters: parameters as INodeParameters,
				credentials: credentials(options.accessToken),
				continueOnFail: options.continueOnFail,
			},
			input as never,
		);
	const poll = (
		parameters: Record<string, unknown>,
		staticData?: Record<string, unknown>,
		mode: 'trigger' | 'manual' = 'trigger',
	) =>
		runPoll(
			{
				type: 'pointOfSaleTrigger',
				parameters: parameters as INodeParameters,
				credentials: credentials(),
			},
			{ staticData: staticData as never, mode },
		);
	const requests = (method?: string, route?: string) =>
		bed.sandbox.requestsTo('pos', method, route);
	/** A product with `stock` units at the main location */
	const product = (name: string, stock = 10, fields: Record<string, unknown> = {}) =>
		state().addProduct({ name, price: 2, stock, ...fields });
	const sell = (productId: string, quantity = 1, fields: Record<string, unknown> = {}) =>
		state().sell({
			items: [{ product_id: productId, quantity, price: 2 }],
			payment_method: 'cash',
			...fields,
		});
	const rl = (value: string) => ({ __rl: true, mode: 'id', value });
	return { ...bed, state, credentials, run, poll, requests, product, sell, rl };
}
