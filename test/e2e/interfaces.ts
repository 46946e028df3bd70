import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';

import type { Workflow } from '../../scripts/n8nClient';
import { PACKAGE } from '../../scripts/stack';
import { packNodes } from '../harness/pack';
import { sandboxInterfaces } from '../sandbox';
import type { LoggedRequest } from '../sandbox/server';
import { BILLING_KEYS, BILLING_PROJECT_SECRET } from '../sandbox/billing';
import { INVOICING_EXT_TOKEN, INVOICING_TOKENS } from '../sandbox/invoicing';
import { PAYMENTS_KEY } from '../sandbox/payments';
import { SALES_CRM_TOKENS, salesCrmSignature } from '../sandbox/salesCrm';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';

/**
 * What the e2e suite and `npm start` need of each finished interface, as data: its credential,
 * a create/read/update/delete path through its action node, and its trigger workflows.
 * A finished interface (registered in test/sandbox/index.ts) without an entry here fails the suite.
 */

type Json = Record<string, any>;

/** The sandbox process seen over HTTP: the interfaces' own APIs and the request log. */
export class SandboxClient {
	constructor(readonly url: string) {}

	/** What a credential's Base URL holds */
	baseUrl(slug: string) {
		return `${this.url}/${slug}`;
	}

	async request(slug: string, method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
		const prefix = (sandboxInterfaces() as Record<string, { prefix: string }>)[slug].prefix;
		const response = await fetch(`${this.baseUrl(slug)}${prefix}${path}`, {
			method,
			headers: { ...options.headers, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
			body: options.body === undefined ? undefined : JSON.stringify(options.body),
		});
		const text = await response.text();
		return { status: response.status, body: text ? (JSON.parse(text) as Json) : undefined };
	}

	async log(slug: string): Promise<LoggedRequest[]> {
		return ((await (await fetch(`${this.url}/_control/log?slug=${slug}`)).json()) as { data: LoggedRequest[] }).data;
	}
}

export interface Step {
	/** Node name in the workflow (unique) */
	name: string;
	parameters: Json;
}

export interface PollingTriggerFixture {
	node: string;
	parameters: Json;
	/** Makes something the trigger must report; returns its id */
	create(sandbox: SandboxClient): Promise<string>;
	/** Whether an emitted item is the one `create` made */
	isCreated(item: Json, id: string): boolean;
}

export interface WebhookTriggerFixture {
	node: string;
	parameters: Json;
	/** The trigger's webhook path (`webhook/<webhookId>/<path>`) */
	webhookPath: string;
	/** How the trigger registers its webhook with the service; absent where the service has no API for it (its URL is pasted in a dashboard) */
	remote?: {
		/** The sandbox route (as endpoints.tsv writes it) that registers a webhook */
		registration: { method: string; route: string };
		/** Where a registration body keeps the URL (default `url`) */
		registeredUrl?(body: Json): string;
		/** URLs of the webhooks the service holds now; absent where the service cannot list (nor remove) webhooks */
		webhookUrls?(sandbox: SandboxClient): Promise<string[]>;
	};
	/** An event as the service would deliver it, signed; `registrationBody` is what the trigger registered, if it registers */
	delivery(registrationBody?: Json): { body: string; headers: Record<string, string> };
}

export interface InterfaceFixture {
	slug: string;
	credential: { type: string; name: string; data(baseUrl: string): Json; wrongToken(baseUrl: string): Json };
	/** An action node and a create/read/update/delete path through it; each step gets the previous step's item */
	crud: { node: string; steps: Step[]; verify(outputs: Record<string, Json[]>, sandbox: SandboxClient): Promise<void> };
	pollingTriggers: PollingTriggerFixture[];
	webhookTriggers: WebhookTriggerFixture[];
}

const rl = (value: string) => ({ __rl: true, mode: 'id', value });

const workspaceCrm: InterfaceFixture = {
	slug: 'workspace_crm',
	credential: {
		type: 'bizOpsWorkspaceCrmApi',
		name: 'BizOps Workspace CRM (sandbox)',
		data: (baseUrl) => ({ baseUrl, accessToken: WORKSPACE_CRM_TOKENS.full }),
		wrongToken: (baseUrl) => ({ baseUrl, accessToken: 'not-a-token' }),
	},
	crud: {
		node: 'workspaceCrm',
		steps: [
			{
				name: 'Create Contact',
				parameters: { resource: 'contact', operation: 'create', firstName: 'Ada', lastName: 'Lovelace', additionalFields: { email: 'ada@example.com' } },
			},
			{ name: 'Get Contact', parameters: { resource: 'contact', operation: 'get', contactId: rl('={{ $json.id }}') } },
			{
				name: 'Update Contact',
				parameters: { resource: 'contact', operation: 'update', contactId: rl('={{ $json.id }}'), updateFields: { lastName: 'King' } },
			},
			{ name: 'Delete Contact', parameters: { resource: 'contact', operation: 'delete', contactId: rl('={{ $json.id }}') } },
		],
		async verify(out, sandbox) {
			const [created] = out['Create Contact'];
			assert.equal(created.firstName, 'Ada');
			assert.match(String(created.id), /\S/);
			assert.deepEqual(out['Get Contact'].map((c) => [c.id, c.email]), [[created.id, 'ada@example.com']]);
			assert.deepEqual(out['Update Contact'].map((c) => [c.id, c.lastName]), [[created.id, 'King']]);
			assert.equal(out['Delete Contact'].length, 1);
			const after = await sandbox.request('workspace_crm', 'GET', `/contacts/${created.id}`, { headers: { authorization: `Bearer ${WORKSPACE_CRM_TOKENS.full}` } });
			assert.equal(after.status, 404, 'the deleted contact is gone from the sandbox');
		},
	},
	pollingTriggers: [
		{
			node: 'workspaceCrmTrigger',
			parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, resource: 'contact', event: 'created' },
			async create(sandbox) {
				const response = await sandbox.request('workspace_crm', 'POST', '/contacts', {
					headers: { authorization: `Bearer ${WORKSPACE_CRM_TOKENS.full}` },
					body: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
				});
				assert.equal(response.status, 201);
				return String(response.body!.id);
			},
			isCreated: (item, id) => item.id === id,
		},
	],
	webhookTriggers: [],
};

const salesCrmAuth = { authorization: `Bearer ${SALES_CRM_TOKENS.full}` };

const salesCrm: InterfaceFixture = {
	slug: 'sales_crm',
	credential: {
		type: 'bizOpsSalesCrmApi',
		name: 'BizOps Sales CRM (sandbox)',
		data: (baseUrl) => ({ baseUrl, accessToken: SALES_CRM_TOKENS.full }),
		wrongToken: (baseUrl) => ({ baseUrl, accessToken: 'not-a-token' }),
	},
	crud: {
		node: 'salesCrm',
		steps: [
			{ name: 'Create Contact', parameters: { resource: 'contact', operation: 'create', name: 'Ada Lovelace', additionalFields: { email: 'ada@example.com' } } },
			{ name: 'Get Contact', parameters: { resource: 'contact', operation: 'get', contactId: rl('={{ $json.id }}') } },
			{ name: 'Update Contact', parameters: { resource: 'contact', operation: 'update', contactId: rl('={{ $json.id }}'), updateFields: { position: 'Analyst' } } },
			{ name: 'Delete Contact', parameters: { resource: 'contact', operation: 'delete', contactId: rl('={{ $json.id }}') } },
		],
		async verify(out, sandbox) {
			const [created] = out['Create Contact'];
			assert.equal(created.name, 'Ada Lovelace');
			assert.deepEqual(out['Get Contact'].map((c) => [c.id, c.email]), [[created.id, 'ada@example.com']]);
			assert.deepEqual(out['Update Contact'].map((c) => [c.id, c.position]), [[created.id, 'Analyst']]);
			assert.equal(out['Delete Contact'].length, 1);
			const after = await sandbox.request('sales_crm', 'GET', `/contacts/${created.id}`, { headers: salesCrmAuth });
			assert.equal(after.status, 404, 'the deleted contact is gone from the sandbox');
		},
	},
	pollingTriggers: [],
	webhookTriggers: [
		{
			node: 'salesCrmTrigger',
			parameters: { events: ['deal.created'] },
			webhookPath: 'webhook',
			remote: {
				registration: { method: 'POST', route: '/webhooks' },
				async webhookUrls(sandbox) {
					const response = await sandbox.request('sales_crm', 'GET', '/webhooks?per_page=100', { headers: salesCrmAuth });
					return (response.body!.data as Json[]).map((w) => String(w.url));
				},
			},
			// As the sandbox signs its own deliveries (the node's documented default scheme).
			delivery(registration = {}) {
				const id = `evt_${randomUUID()}`;
				const body = JSON.stringify({ id, event: 'deal.created', created_at: new Date().toISOString(), data: { id: 'deal_e2e', title: 'E2E deal' } });
				const timestamp = String(Math.floor(Date.now() / 1000));
				return { body, headers: { 'X-Delivery-Id': id, 'X-Timestamp': timestamp, 'X-Signature': salesCrmSignature(String(registration.secret), timestamp, body) } };
			},
		},
	],
};

const hmacHex = (secret: string, content: string) => createHmac('sha256', secret).update(content).digest('hex');
const paymentsAuth = { authorization: `Bearer ${PAYMENTS_KEY}` };

const payments: InterfaceFixture = {
	slug: 'payments',
	credential: {
		type: 'bizOpsPaymentsApi',
		name: 'BizOps Payments (sandbox)',
		data: (baseUrl) => ({ baseUrl, apiKey: PAYMENTS_KEY }),
		wrongToken: (baseUrl) => ({ baseUrl, apiKey: 'not-a-key' }),
	},
	// Payment links have no update: create, read, deactivate (the API's DELETE).
	crud: {
		node: 'payments',
		steps: [
			{ name: 'Create Link', parameters: { resource: 'paymentLink', operation: 'create', amountType: 'fixed', amountUnit: 'cents', amount: 1250, currency: 'USD', description: 'E2E order' } },
			{ name: 'Get Link', parameters: { resource: 'paymentLink', operation: 'get', linkId: '={{ $json.id }}' } },
			{ name: 'Deactivate Link', parameters: { resource: 'paymentLink', operation: 'deactivate', linkId: '={{ $json.id }}' } },
		],
		async verify(out, sandbox) {
			const [created] = out['Create Link'];
			assert.match(String(created.id), /\S/);
			assert.deepEqual(out['Get Link'].map((l) => [l.id, l.description]), [[created.id, 'E2E order']]);
			assert.equal(out['Deactivate Link'].length, 1);
			const after = await sandbox.request('payments', 'GET', `/payment-links/${created.id}`, { headers: paymentsAuth });
			assert.deepEqual([created.amount, after.body?.data?.status], [1250, 'disabled'], 'the link is deactivated in the sandbox');
		},
	},
	pollingTriggers: [],
	webhookTriggers: [
		{
			node: 'paymentsTrigger',
			parameters: { events: ['payment.completed'] },
			webhookPath: 'webhook',
			remote: {
				registration: { method: 'POST', route: '/webhooks' },
				async webhookUrls(sandbox) {
					const response = await sandbox.request('payments', 'GET', '/webhooks', { headers: paymentsAuth });
					return (response.body!.data as Json[]).map((w) => String(w.url));
				},
			},
			// As the sandbox signs (the node's documented default): hex HMAC-SHA256 of the raw body in x-signature.
			delivery(registration = {}) {
				const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.completed', created_at: new Date().toISOString(), data: { id: 'txn_e2e' } });
				return { body, headers: { 'x-signature': hmacHex(String(registration.secret), body) } };
			},
		},
	],
};

const billing: InterfaceFixture = {
	slug: 'pay_integration',
	credential: {
		type: 'bizOpsBillingApi',
		name: 'BizOps Billing (sandbox)',
		data: (baseUrl) => ({ baseUrl, apiKey: BILLING_KEYS.main, webhookSecret: BILLING_PROJECT_SECRET }),
		wrongToken: (baseUrl) => ({ baseUrl, apiKey: 'not-a-key', webhookSecret: BILLING_PROJECT_SECRET }),
	},
	// Customers have no update or delete: create, read one, read the list.
	crud: {
		node: 'billing',
		steps: [
			{ name: 'Create Customer', parameters: { resource: 'customer', operation: 'create', name: 'Ada Lovelace', email: 'ada@example.com' } },
			{ name: 'Get Customer', parameters: { resource: 'customer', operation: 'get', customerId: '={{ $json.id }}' } },
			{ name: 'Get Customers', parameters: { resource: 'customer', operation: 'getAll', returnAll: true } },
		],
		async verify(out) {
			const [created] = out['Create Customer'];
			assert.match(String(created.id), /\S/);
			assert.deepEqual(out['Get Customer'].map((c) => [c.id, c.email]), [[created.id, 'ada@example.com']]);
			assert.ok(out['Get Customers'].some((c) => c.id === created.id), 'the list holds the new customer');
		},
	},
	pollingTriggers: [],
	webhookTriggers: [
		{
			node: 'billingTrigger',
			parameters: { events: [] },
			webhookPath: 'webhook',
			// As the sandbox signs with the project secret: hex HMAC-SHA256 of "<timestamp>.<raw body>".
			delivery() {
				const body = JSON.stringify({ id: `evt_${randomUUID()}`, event: 'customer.created', projectId: 'proj_1', createdAt: new Date().toISOString(), data: { id: 'cus_e2e' } });
				const timestamp = String(Math.floor(Date.now() / 1000));
				return { body, headers: { 'service-signature': hmacHex(BILLING_PROJECT_SECRET, `${timestamp}.${body}`), 'service-timestamp': timestamp } };
			},
		},
	],
};

const invoicingAuth = { authorization: `Bearer ${INVOICING_TOKENS.full}` };

const invoicing: InterfaceFixture = {
	slug: 'invoicing',
	credential: {
		type: 'bizOpsInvoicingApi',
		name: 'BizOps Invoicing (sandbox)',
		data: (baseUrl) => ({ baseUrl, accessToken: INVOICING_TOKENS.full }),
		wrongToken: (baseUrl) => ({ baseUrl, accessToken: 'not-a-token' }),
	},
	// Invoices are stamped, not edited: create, read, download the PDF into binary data, cancel.
	crud: {
		node: 'invoicing',
		steps: [
			{
				name: 'Create Invoice',
				parameters: {
					resource: 'invoice',
					operation: 'create',
					type: 'I',
					receptor_rfc: 'URE180429TM6',
					receptor_nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
					receptor_regimen_fiscal: '601',
					receptor_domicilio_fiscal: '86991',
					receptor_uso_cfdi: 'G03',
					conceptos: { concepto: [{ clave_prod_serv: '84111506', descripcion: 'Servicio de facturación', cantidad: 2, clave_unidad: 'E48', valor_unitario: 100, objeto_imp: '02', iva: '0.16' }] },
					metodo_pago: 'PUE',
					forma_pago: '03',
					moneda: 'MXN',
				},
			},
			{ name: 'Get Invoice', parameters: { resource: 'invoice', operation: 'get', invoiceId: rl('={{ $json.id }}') } },
			{ name: 'Download PDF', parameters: { resource: 'invoice', operation: 'downloadPdf', invoiceId: rl('={{ $json.id }}') } },
			{ name: 'Cancel Invoice', parameters: { resource: 'invoice', operation: 'cancel', invoiceId: rl('={{ $json.id }}'), motivo: '02' } },
		],
		async verify(out, sandbox) {
			const [created] = out['Create Invoice'];
			assert.match(String(created.uuid), /^[0-9A-F-]{36}$/);
			assert.deepEqual(out['Get Invoice'].map((i) => [i.id, i.total]), [[created.id, 232]]);
			assert.deepEqual(out['Download PDF'].map((i) => [i.id, i.fileName, i.mimeType]), [[created.id, `${created.serie}-${created.folio}.pdf`, 'application/pdf']], 'the PDF is binary data named as the API says');
			assert.deepEqual(out['Cancel Invoice'].map((i) => [i.status, i.cancelledAtOnce]), [['cancelled', true]]);
			const after = await sandbox.request('invoicing', 'GET', `/invoices/${created.id}`, { headers: invoicingAuth });
			assert.equal(after.body?.data?.status, 'cancelled', 'the invoice is cancelled in the sandbox');
		},
	},
	pollingTriggers: [],
	webhookTriggers: [
		{
			node: 'invoicingTrigger',
			parameters: { events: ['invoice.created'] },
			webhookPath: 'webhook',
			// The service has no list or delete of webhooks: the registration is seen in the request log, and stays after unpublishing.
			remote: { registration: { method: 'POST', route: '/webhooks' } },
			// As the sandbox signs (the node's documented default): hex HMAC-SHA256 of the raw body in x-invoicing-signature.
			delivery(registration = {}) {
				const body = JSON.stringify({ id: `evt_${randomUUID()}`, event: 'invoice.created', created_at: new Date().toISOString(), data: { id: 'inv_e2e' } });
				return { body, headers: { 'x-invoicing-signature': hmacHex(String(registration.secret), body) } };
			},
		},
	],
};

const invoicingLookup: InterfaceFixture = {
	slug: 'invoicing_ext',
	credential: {
		type: 'bizOpsInvoicingLookupApi',
		name: 'BizOps Invoicing Lookup (sandbox)',
		data: (baseUrl) => ({ baseUrl, apiToken: INVOICING_EXT_TOKEN }),
		wrongToken: (baseUrl) => ({ baseUrl, apiToken: 'not-a-token' }),
	},
	// A lookup service: look a taxpayer up, then invoice it with the check digit filled from the registry.
	crud: {
		node: 'invoicingLookup',
		steps: [
			{ name: 'Look Up Taxpayer', parameters: { resource: 'taxpayer', operation: 'lookUp', ruc: '155596713-2-2015', type: 2 } },
			{
				name: 'Create Simplified Invoice',
				parameters: {
					resource: 'simplifiedInvoice',
					operation: 'create',
					branchId: 'branch-01',
					taxReceiverType: '01',
					taxName: '={{ $json.name }}',
					taxId: '={{ $json.ruc }}',
					taxIdType: 2,
					lookUpCheckDigit: true,
					items: { item: [{ description: 'Consulting', qty: 1, price: 100, taxes: '01' }] },
					payments: { payment: [{ type: '01', amount: 107 }] },
				},
			},
		],
		async verify(out) {
			assert.deepEqual(out['Look Up Taxpayer'], [{ ruc: '155596713-2-2015', dv: 59, name: 'COMERCIAL ISTMO, S.A.', type: 2 }]);
			const [invoice] = out['Create Simplified Invoice'];
			assert.deepEqual([invoice.total, invoice.client?.taxDv, invoice.client?.taxName], [107, '59', 'COMERCIAL ISTMO, S.A.']);
		},
	},
	pollingTriggers: [],
	webhookTriggers: [],
};

export const FIXTURES: InterfaceFixture[] = [workspaceCrm, salesCrm, payments, billing, invoicing, invoicingLookup];

const nodeType = (name: string) => `${PACKAGE}.${name}`;
/** The node's name as the editor and the README show it, e.g. "BizOps Workspace CRM Trigger" */
const displayName = (name: string) => packNodes[nodeType(name)].description.displayName;
const credentialOf = (fixture: InterfaceFixture, credential: { id: string; name: string }) => ({ [fixture.credential.type]: credential });

/** The CRUD path as a workflow, started by hand (the demo) or by a webhook call (the suite). */
export function crudWorkflow(fixture: InterfaceFixture, credential: { id: string; name: string }, start: { webhookPath: string } | 'manual'): Workflow {
	const first =
		start === 'manual'
			? { name: 'Run', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} }
			: { name: 'Run', type: 'n8n-nodes-base.webhook', typeVersion: 2, webhookId: randomUUID(), parameters: { httpMethod: 'POST', path: start.webhookPath, responseMode: 'lastNode' } };
	const steps = fixture.crud.steps.map((step) => ({
		name: step.name,
		type: nodeType(fixture.crud.node),
		typeVersion: 1,
		parameters: step.parameters,
		credentials: credentialOf(fixture, credential),
	}));
	const nodes = [first, ...steps].map((node, i) => ({ ...node, position: [i * 240, 0] }));
	const connections = Object.fromEntries(nodes.slice(0, -1).map((node, i) => [node.name, { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] }]));
	return { name: `${displayName(fixture.crud.node)}: ${fixture.crud.steps.map((step) => step.name).join(', ')}`, nodes, connections };
}

/** A workflow of one trigger node; webhook triggers get a fixed webhook id so their URL is known. */
export function triggerWorkflow(fixture: InterfaceFixture, trigger: PollingTriggerFixture | WebhookTriggerFixture, credential: { id: string; name: string }) {
	const webhookId = randomUUID();
	const node = {
		name: 'Trigger',
		type: nodeType(trigger.node),
		typeVersion: 1,
		position: [0, 0],
		parameters: trigger.parameters,
		credentials: credentialOf(fixture, credential),
		...('webhookPath' in trigger ? { webhookId } : {}),
	};
	const workflow: Workflow = { name: `${displayName(trigger.node)} (${'webhookPath' in trigger ? 'webhook' : 'polling'})`, nodes: [node], connections: {} };
	return { workflow, webhookId };
}
