import type { Route, SandboxInterface } from '../server';
import { INVOICING_TOKENS, InvoicingState } from './state';
import { clientRoutes } from './routes/clients';
import { invoiceRoutes, invoiceActionRoutes } from './routes/invoices';
import { paymentReceiptRoutes } from './routes/paymentReceipts';
import { productRoutes } from './routes/products';
import { taxReportRoutes, accountReportRoutes } from './routes/reports';
import { webhookRoutes } from './routes/webhooks';

export { InvoicingExtState, invoicingExtSandbox } from './ext';
export { seedInvoicing } from './seed';
export {
	INVOICING_TOKENS,
	INVOICING_EXT_TOKEN,
	INVOICING_EVENTS,
	SAT_CATALOGS,
	OutgoingDelivery,
	InvoicingState,
} from './state';

export function invoicingSandbox(
	state = new InvoicingState(),
): SandboxInterface & { state: InvoicingState } {
	const routes: Route[] = [
		...invoiceRoutes(state),
		...invoiceActionRoutes(state),
		...paymentReceiptRoutes(state),
		...clientRoutes(state),
		...productRoutes(state),
		...taxReportRoutes(state),
		...accountReportRoutes(state),
		...webhookRoutes(state),
	];

	return {
		slug: 'invoicing',
		prefix: '/v1/invoicing',
		tokens: {
			[INVOICING_TOKENS.full]: {
				userId: 'issuer',
				scopes: ['invoices:read', 'invoices:write', 'catalogs:read', 'reports:read'],
			},
			[INVOICING_TOKENS.readOnly]: { userId: 'reader', scopes: ['invoices:read', 'catalogs:read'] },
		},
		routes,
		state,
		error: (status, code, message, details) => ({
			error: { code, message, ...(details ? { details } : {}) },
		}),
		reset: () => state.clear(),
		notSimulated: [
			{
				method: '?',
				path: '?/webhooks/{webhook_id}',
				reason: 'the document names further webhook endpoints without their methods or paths',
			},
		],
	};
}
