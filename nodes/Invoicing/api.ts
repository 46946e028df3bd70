import type { IDataObject } from 'n8n-workflow';

import { BizOpsInvoicingApi } from '../../credentials/BizOpsInvoicingApi.credentials';
import type { RecordApi } from '../shared/crud';
import { metaPageDialect } from '../shared/pagination';
import type { ApiContext, ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';
import type { WebhookRegistration } from '../shared/webhook/registration';

export const invoicing: ApiDefinition = {
	name: 'Invoicing',
	credentialType: 'bizOpsInvoicingApi',
	prefix: '/v1/invoicing',
	hints: {
		client_has_invoices:
			'A client with invoices cannot be deleted: cancel or reassign its invoices first.',
		'422':
			'The service validated the document before stamping and refused it: correct the rule named in the message (receiver RFC, product key, tax arithmetic) and send it again.',
		'404':
			'Check the ID: copy it from Get Many of the same resource, or pick the record from the list.',
		'403':
			'The token lacks the scope this operation needs (invoices:read, invoices:write, catalogs:read or reports:read): grant it to the token.',
	},
};

/** The credential test (*Test*): one page of one record. */
export const invoicingCredentialTest = credentialTest(
	invoicing,
	new BizOpsInvoicingApi().authenticate,
	{ method: 'GET', path: '/invoices', qs: { per_page: 1 } },
);

/** An Invoicing request; records arrive as `{data}` (lists as `{data, meta}`), and this returns the record. */
export const invoicingRequest = interfaceRequest(invoicing, 'data');

/** `{data, meta{current_page, total_pages, total_count}}` lists. */
export const invoicingPages = metaPageDialect;

export const invoicingRecords: RecordApi = {
	definition: invoicing,
	request: invoicingRequest,
	pages: invoicingPages,
};

/**
 * The webhooks of the account, for the trigger (a `RemoteWebhooks`) and Webhook → Create alike
 * (`register` answers the webhook as the API does). The document shows only their creation (no
 * list, no removal), so the lifecycle remembers what it registered.
 */
export const invoicingWebhooks = {
	async register(ctx: ApiContext, registration: WebhookRegistration): Promise<IDataObject> {
		return await invoicingRequest.call(ctx, {
			method: 'POST',
			path: '/webhooks',
			body: registration,
		});
	},
	async create(ctx: ApiContext, registration: WebhookRegistration): Promise<string | undefined> {
		const created = await invoicingWebhooks.register(ctx, registration);
		return created?.id === undefined ? undefined : String(created.id);
	},
};

export const INVOICE_TYPES = [
	{ name: 'Income (I)', value: 'I', description: 'Ingreso: a sale of goods or services' },
	{ name: 'Credit Note (E)', value: 'E', description: 'Egreso: a refund, discount or return' },
	{ name: 'Payment (P)', value: 'P', description: 'Pago: a payment document' },
	{ name: 'Transfer (T)', value: 'T', description: 'Traslado: goods moved without a sale' },
];

export const INVOICE_STATUSES = ['active', 'cancelled', 'cancellation_pending'];

export const CANCELLATION_REASONS = [
	{
		name: '01 – Issued With Errors, With a Replacement',
		value: '01',
		description: 'The document had errors and a new one replaces it: give the replacing UUID',
	},
	{
		name: '02 – Issued With Errors, Without a Replacement',
		value: '02',
		description: 'The document had errors and nothing replaces it',
	},
	{
		name: '03 – Operation Not Carried Out',
		value: '03',
		description: 'The sale or service did not happen',
	},
	{
		name: '04 – Nominative Operation in a Global Invoice',
		value: '04',
		description: 'The operation was included in a global invoice',
	},
];

export const INVOICING_EVENTS = [
	{ name: 'Certificate Expiring', value: 'certificate.expiring' },
	{ name: 'Invoice Cancellation Accepted', value: 'invoice.cancellation_accepted' },
	{ name: 'Invoice Cancellation Rejected', value: 'invoice.cancellation_rejected' },
	{ name: 'Invoice Cancelled', value: 'invoice.cancelled' },
	{ name: 'Invoice Created', value: 'invoice.created' },
	{ name: 'Payment Receipt Created', value: 'payment_receipt.created' },
];

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const POSTAL_CODE = /^\d{5}$/;
