import type { INodeParameters } from 'n8n-workflow';

import { nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { POS_TOKEN } from '../sandbox/pos';
import { byId } from '../fixtures/types';

export function pointOfSaleTestbed() {
	const bed = nodeTestbed({
		slug: 'pos',
		type: 'pointOfSale',
		credentials: (baseUrl, accessToken = POS_TOKEN) => ({
			bizOpsPointOfSaleApi: { baseUrl, accessToken },
		}),
	});
	const { state } = bed;
	const run = runWithSecretAs(bed, 'accessToken');
	const poll = (
		parameters: Record<string, unknown>,
		staticData?: Record<string, unknown>,
		mode: 'trigger' | 'manual' = 'trigger',
	) => bed.poll(parameters as INodeParameters, staticData as never, mode);
	/** A product with `stock` units at the main location */
	const product = (name: string, stock = 10, fields: Record<string, unknown> = {}) =>
		state().addProduct({ name, price: 2, stock, ...fields });
	const sell = (productId: string, quantity = 1, fields: Record<string, unknown> = {}) =>
		state().sell({
			items: [{ product_id: productId, quantity, price: 2 }],
			payment_method: 'cash',
			...fields,
		});
	return { ...bed, run, poll, product, sell, byId };
}
