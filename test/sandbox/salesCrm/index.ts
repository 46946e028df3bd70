import type { Principal, SandboxInterface } from '../server';
import { codeAndMessageError } from '../server';
import { activityRoutes } from './routes/activities';
import { automationRoutes } from './routes/automations';
import { contactRoutes } from './routes/contacts';
import { dealRoutes, dealStageRoutes } from './routes/deals';
import { pipelineRoutes } from './routes/pipelines';
import { reportRoutes } from './routes/reports';
import { webhookRoutes } from './routes/webhooks';
import { ALL_SCOPES, SALES_CRM_TOKENS, SalesCrmState } from './state';

/**
 * Sales CRM (doc 000) simulated: contacts with verticals, deals moving through pipeline stages
 * (won/lost), pipelines, automations with their execution history, activities, reports computed
 * from the data, and webhooks that receive signed deliveries when deals and contacts change.
 *
 * Signing (not in the document; the node's documented default): `X-Signature: sha256=<hex>` with
 * HMAC-SHA256 over `<X-Timestamp>.<raw body>`, `X-Timestamp` in Unix seconds, `X-Delivery-Id`.
 */

export type { Delivery } from './state';
export { SALES_CRM_TOKENS, SALES_USERS, SalesCrmState, seedSalesCrm } from './state';

export function salesCrmSandbox(
	state = new SalesCrmState(),
): SandboxInterface & { state: SalesCrmState } {
	const tokens: Record<string, Principal> = {
		[SALES_CRM_TOKENS.full]: { userId: 'u1', scopes: ALL_SCOPES },
		[SALES_CRM_TOKENS.readOnly]: { userId: 'u2', scopes: ['crm:read'] },
	};

	const routes = [
		...contactRoutes(state),
		...dealRoutes(state),
		...dealStageRoutes(state),
		...pipelineRoutes(state),
		...automationRoutes(state),
		...activityRoutes(state),
		...reportRoutes(state),
		...webhookRoutes(state),
	];

	return {
		slug: 'sales_crm',
		prefix: '/crm/v1',
		tokens,
		routes,
		state,
		// The document does not show the error body; this follows the recruitment shape of the same document.
		error: codeAndMessageError,
		reset: () => state.reset(),
	};
}
