import type { SandboxInterface } from '../server';
import { posRoutes } from './routes';
import { POS_TOKEN, PosState } from './state';

/**
 * Point of sale (doc 000) simulated: products, stock per location, sales that take stock out,
 * cancellations and refunds that put it back (each once: a second one answers 409), adjustments
 * and transfers between locations. The document shows only the sale create body; every other
 * field name here is the node's assumption (see docs/nodes/PointOfSale.md), and records come back as `{data}`.
 */

export { MAIN_LOCATION, POS_TOKEN, PosState, seedPointOfSale } from './state';

export function posSandbox(state = new PosState()): SandboxInterface & { state: PosState } {
	const routes = posRoutes(state);

	return {
		slug: 'pos',
		prefix: '/pos/v1',
		tokens: { [POS_TOKEN]: { userId: 'store', scopes: [] } },
		routes,
		state,
		error: (_status, code, message, details) => ({
			error: { code, message, ...(details ? { details } : {}) },
		}),
		reset() {
			state.products.clear();
			state.stock.clear();
			state.sales.clear();
			state.oldestFirst = false;
		},
	};
}
