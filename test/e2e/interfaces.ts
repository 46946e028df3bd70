import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';

import type { Execution, N8nClient, Workflow } from '../../scripts/n8nClient';
import { eventually, fetchFresh, outputs } from '../../scripts/n8nClient';
import type { Packages } from '../../scripts/services';
import { typeName } from '../../scripts/services';
import { packNodes } from '../harness/pack';
import { sandboxInterfaces } from '../sandbox';
import type { LoggedRequest } from '../sandbox/server';
import { BILLING_KEYS, BILLING_PROJECT_SECRET } from '../sandbox/billing';
import { PAYMENTS_KEY } from '../sandbox/payments';
import { PAYROLL_TOKENS } from '../sandbox/payroll';
import { POS_TOKEN } from '../sandbox/pos';
import { SALES_CRM_TOKENS, salesCrmSignature } from '../sandbox/salesCrm';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';
import { FORMS_KEYS, SAMPLE_FORM_ID } from '../sandbox/forms';
import { MEETINGS_KEY } from '../sandbox/meetings';
import { RECRUITMENT_TOKENS, recruitmentSignature } from '../sandbox/recruitment';
import { SIGNAGE_TOKENS } from '../sandbox/signage';
import { CHAT_TOKENS, chatSignature } from '../sandbox/chat';
import { INVOICING_EXT_TOKEN, INVOICING_TOKENS } from '../sandbox/invoicing';

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

	async request(
		slug: string,
		method: string,
		path: string,
		options: { headers?: Record<string, string>; body?: unknown } = {},
	) {
		const prefix = (sandboxInterfaces() as Record<string, { prefix: string }>)[slug].prefix;
		const response = await fetchFresh(`${this.baseUrl(slug)}${prefix}${path}`, {
			method,
			headers: {
				...options.headers,
				...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: options.body === undefined ? undefined : JSON.stringify(options.body),
		});
		const text = await response.text();
		return { status: response.status, body: text ? (JSON.parse(text) as Json) : undefined };
	}

	async log(slug: string): Promise<LoggedRequest[]> {
		return (
			(await (await fetchFresh(`${this.url}/_control/log?slug=${slug}`)).json()) as {
				data: LoggedRequest[];
			}
		).data;
	}
}

export interface Step {
	/** Node name in the workflow (unique) */
	name: string;
	/** A node of n8n's own (e.g. one that makes binary data), by its full type; default: the fixture's action node */
	type?: string;
	typeVersion?: number;
	parameters: Json;
}

export interface PollingTriggerFixture {
	node: string;
	parameters: Json;
	/** The sandbox route the trigger reads (GET) on every poll: tells its polls from other tests' requests in a failure's report */
	polls: string;
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
	/**
	 * An event as the service would deliver it, signed; `registrationBody` is what the trigger registered, if it registers
	 * (where the service chooses the secret, the fixture reads it from `sandbox`)
	 */
	delivery(registrationBody?: Json, sandbox?: SandboxClient): Delivered | Promise<Delivered>;
}

interface Delivered {
	body: string;
	headers: Record<string, string>;
}

export interface InterfaceFixture {
	slug: string;
	credential: {
		type: string;
		name: string;
		data(baseUrl: string): Json;
		wrongToken(baseUrl: string): Json;
	};
	/** An action node and a create/read/update/delete path through it; each step gets the previous step's item */
	crud: {
		node: string;
		steps: Step[];
		verify(outputs: Record<string, Json[]>, sandbox: SandboxClient): Promise<void>;
	};
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
				parameters: {
					resource: 'contact',
					operation: 'create',
					firstName: 'Ada',
					lastName: 'Lovelace',
					additionalFields: { email: 'ada@example.com' },
				},
			},
			{
				name: 'Get Contact',
				parameters: { resource: 'contact', operation: 'get', contactId: rl('={{ $json.id }}') },
			},
			{
				name: 'Update Contact',
				parameters: {
					resource: 'contact',
					operation: 'update',
					contactId: rl('={{ $json.id }}'),
					updateFields: { lastName: 'King' },
				},
			},
			{
				name: 'Delete Contact',
				parameters: { resource: 'contact', operation: 'delete', contactId: rl('={{ $json.id }}') },
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Contact'];
			assert.equal(created.firstName, 'Ada');
			assert.match(String(created.id), /\S/);
			assert.deepEqual(
				out['Get Contact'].map((c) => [c.id, c.email]),
				[[created.id, 'ada@example.com']],
			);
			assert.deepEqual(
				out['Update Contact'].map((c) => [c.id, c.lastName]),
				[[created.id, 'King']],
			);
			assert.equal(out['Delete Contact'].length, 1);
			const after = await sandbox.request('workspace_crm', 'GET', `/contacts/${created.id}`, {
				headers: { authorization: `Bearer ${WORKSPACE_CRM_TOKENS.full}` },
			});
			assert.equal(after.status, 404, 'the deleted contact is gone from the sandbox');
		},
	},
	pollingTriggers: [
		{
			node: 'workspaceCrmTrigger',
			polls: '/contacts',
			parameters: {
				pollTimes: { item: [{ mode: 'everyMinute' }] },
				resource: 'contact',
				event: 'created',
			},
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
			{
				name: 'Create Contact',
				parameters: {
					resource: 'contact',
					operation: 'create',
					name: 'Ada Lovelace',
					additionalFields: { email: 'ada@example.com' },
				},
			},
			{
				name: 'Get Contact',
				parameters: { resource: 'contact', operation: 'get', contactId: rl('={{ $json.id }}') },
			},
			{
				name: 'Update Contact',
				parameters: {
					resource: 'contact',
					operation: 'update',
					contactId: rl('={{ $json.id }}'),
					updateFields: { position: 'Analyst' },
				},
			},
			{
				name: 'Delete Contact',
				parameters: { resource: 'contact', operation: 'delete', contactId: rl('={{ $json.id }}') },
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Contact'];
			assert.equal(created.name, 'Ada Lovelace');
			assert.deepEqual(
				out['Get Contact'].map((c) => [c.id, c.email]),
				[[created.id, 'ada@example.com']],
			);
			assert.deepEqual(
				out['Update Contact'].map((c) => [c.id, c.position]),
				[[created.id, 'Analyst']],
			);
			assert.equal(out['Delete Contact'].length, 1);
			const after = await sandbox.request('sales_crm', 'GET', `/contacts/${created.id}`, {
				headers: salesCrmAuth,
			});
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
					const response = await sandbox.request('sales_crm', 'GET', '/webhooks?per_page=100', {
						headers: salesCrmAuth,
					});
					return (response.body!.data as Json[]).map((w) => String(w.url));
				},
			},
			// As the sandbox signs its own deliveries (the node's documented default scheme).
			delivery(registration = {}) {
				const id = `evt_${randomUUID()}`;
				const body = JSON.stringify({
					id,
					event: 'deal.created',
					created_at: new Date().toISOString(),
					data: { id: 'deal_e2e', title: 'E2E deal' },
				});
				const timestamp = String(Math.floor(Date.now() / 1000));
				return {
					body,
					headers: {
						'X-Delivery-Id': id,
						'X-Timestamp': timestamp,
						'X-Signature': salesCrmSignature(String(registration.secret), timestamp, body),
					},
				};
			},
		},
	],
};

const hmacHex = (secret: string, content: string) =>
	createHmac('sha256', secret).update(content).digest('hex');
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
			{
				name: 'Create Link',
				parameters: {
					resource: 'paymentLink',
					operation: 'create',
					amountType: 'fixed',
					amountUnit: 'cents',
					amount: 1250,
					currency: 'USD',
					description: 'E2E order',
				},
			},
			{
				name: 'Get Link',
				parameters: { resource: 'paymentLink', operation: 'get', linkId: '={{ $json.id }}' },
			},
			{
				name: 'Deactivate Link',
				parameters: { resource: 'paymentLink', operation: 'deactivate', linkId: '={{ $json.id }}' },
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Link'];
			assert.match(String(created.id), /\S/);
			assert.deepEqual(
				out['Get Link'].map((l) => [l.id, l.description]),
				[[created.id, 'E2E order']],
			);
			assert.equal(out['Deactivate Link'].length, 1);
			const after = await sandbox.request('payments', 'GET', `/payment-links/${created.id}`, {
				headers: paymentsAuth,
			});
			assert.deepEqual(
				[created.amount, after.body?.data?.status],
				[1250, 'disabled'],
				'the link is deactivated in the sandbox',
			);
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
					const response = await sandbox.request('payments', 'GET', '/webhooks', {
						headers: paymentsAuth,
					});
					return (response.body!.data as Json[]).map((w) => String(w.url));
				},
			},
			// As the sandbox signs (the node's documented default): hex HMAC-SHA256 of the raw body in x-signature.
			delivery(registration = {}) {
				const body = JSON.stringify({
					id: `evt_${randomUUID()}`,
					type: 'payment.completed',
					created_at: new Date().toISOString(),
					data: { id: 'txn_e2e' },
				});
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
		data: (baseUrl) => ({
			baseUrl,
			apiKey: BILLING_KEYS.main,
			webhookSecret: BILLING_PROJECT_SECRET,
		}),
		wrongToken: (baseUrl) => ({
			baseUrl,
			apiKey: 'not-a-key',
			webhookSecret: BILLING_PROJECT_SECRET,
		}),
	},
	// Customers have no update or delete: create, read one, read the list.
	crud: {
		node: 'billing',
		steps: [
			{
				name: 'Create Customer',
				parameters: {
					resource: 'customer',
					operation: 'create',
					name: 'Ada Lovelace',
					email: 'ada@example.com',
				},
			},
			{
				name: 'Get Customer',
				parameters: { resource: 'customer', operation: 'get', customerId: '={{ $json.id }}' },
			},
			{
				name: 'Get Customers',
				parameters: { resource: 'customer', operation: 'getAll', returnAll: true },
			},
		],
		async verify(out) {
			const [created] = out['Create Customer'];
			assert.match(String(created.id), /\S/);
			assert.deepEqual(
				out['Get Customer'].map((c) => [c.id, c.email]),
				[[created.id, 'ada@example.com']],
			);
			assert.ok(
				out['Get Customers'].some((c) => c.id === created.id),
				'the list holds the new customer',
			);
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
				const body = JSON.stringify({
					id: `evt_${randomUUID()}`,
					event: 'customer.created',
					projectId: 'proj_1',
					createdAt: new Date().toISOString(),
					data: { id: 'cus_e2e' },
				});
				const timestamp = String(Math.floor(Date.now() / 1000));
				return {
					body,
					headers: {
						'service-signature': hmacHex(BILLING_PROJECT_SECRET, `${timestamp}.${body}`),
						'service-timestamp': timestamp,
					},
				};
			},
		},
	],
};

let hires = 0;
let respondents = 0;
const payrollAuth = { authorization: `Bearer ${PAYROLL_TOKENS.admin}` };

const payroll: InterfaceFixture = {
	slug: 'payroll',
	credential: {
		type: 'bizOpsPayrollApi',
		name: 'BizOps Payroll (sandbox)',
		data: (baseUrl) => ({ baseUrl, accessToken: PAYROLL_TOKENS.admin }),
		wrongToken: (baseUrl) => ({ baseUrl, accessToken: 'not-a-token' }),
	},
	// Employees have no delete: create, read, update, terminate (which files the IMSS termination).
	crud: {
		node: 'payroll',
		steps: [
			{
				name: 'Create Employee',
				parameters: {
					resource: 'employee',
					operation: 'create',
					name: 'Ana García López',
					rfc: 'GALA850312QX1',
					curp: 'GALA850312MDFRPN04',
					nss: '12345678901',
					hire_date: '2024-01-01',
					daily_salary: 500,
					additionalFields: { department: 'Finance', clabe: '002010077777777771' },
				},
			},
			{
				name: 'Get Employee',
				parameters: { resource: 'employee', operation: 'get', employeeId: rl('={{ $json.id }}') },
			},
			{
				name: 'Update Employee',
				parameters: {
					resource: 'employee',
					operation: 'update',
					employeeId: rl('={{ $json.id }}'),
					updateFields: { position: 'Accountant' },
				},
			},
			{
				name: 'Terminate Employee',
				parameters: {
					resource: 'employee',
					operation: 'terminate',
					employeeId: rl('={{ $json.id }}'),
					termination_date: '2026-01-31',
					reason: 'resignation',
				},
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Employee'];
			assert.match(String(created.id), /\S/);
			assert.deepEqual(
				out['Get Employee'].map((e) => [e.id, e.department]),
				[[created.id, 'Finance']],
			);
			assert.deepEqual(
				out['Update Employee'].map((e) => [e.id, e.position]),
				[[created.id, 'Accountant']],
			);
			assert.deepEqual(
				out['Terminate Employee'].map((e) => [e.id, e.status, e.imss_filing?.status]),
				[[created.id, 'terminated', 'filed']],
			);
			const after = await sandbox.request('payroll', 'GET', `/employees/${created.id}`, {
				headers: payrollAuth,
			});
			assert.equal(
				after.body?.data?.status,
				'terminated',
				'the employee is terminated in the sandbox',
			);
		},
	},
	pollingTriggers: [
		{
			node: 'payrollTrigger',
			polls: '/employees',
			parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, event: 'newEmployee' },
			async create(sandbox) {
				const n = hires++;
				const born = [1 + (Math.floor(n / 28) % 12), 1 + (n % 28)]
					.map((part) => String(part).padStart(2, '0'))
					.join('');
				const response = await sandbox.request('payroll', 'POST', '/employees', {
					headers: payrollAuth,
					// RFC, CURP and NSS are unique per employee: each call hires another person (born on another day of 1990).
					body: {
						name: 'Luis Hernández Ruiz',
						rfc: `HERL90${born}AB2`,
						curp: `HERL90${born}HJCRZS08`,
						nss: `2345678${born}`,
						hire_date: '2026-02-01',
						daily_salary: 520,
					},
				});
				assert.equal(response.status, 201);
				return String(response.body!.data.id);
			},
			isCreated: (item, id) => item.id === id,
		},
	],
	webhookTriggers: [],
};

const posAuth = { authorization: `Bearer ${POS_TOKEN}` };

const pointOfSale: InterfaceFixture = {
	slug: 'pos',
	credential: {
		type: 'bizOpsPointOfSaleApi',
		name: 'BizOps Point of Sale (sandbox)',
		data: (baseUrl) => ({ baseUrl, accessToken: POS_TOKEN }),
		wrongToken: (baseUrl) => ({ baseUrl, accessToken: 'not-a-token' }),
	},
	// A product's life through a sale: create it, sell two, refund the sale, read the stock back, delete it.
	crud: {
		node: 'pointOfSale',
		steps: [
			{
				name: 'Create Product',
				parameters: {
					resource: 'product',
					operation: 'create',
					name: 'E2E Espresso',
					additionalFields: { sku: 'E2E-ESP', price: 2.5, stock: 10 },
				},
			},
			{
				name: 'Create Sale',
				parameters: {
					resource: 'sale',
					operation: 'create',
					itemsInput: 'json',
					itemsJson: '={{ [{ "product_id": $json.id, "quantity": 2, "price": $json.price }] }}',
					payment_method: 'cash',
				},
			},
			{
				name: 'Refund Sale',
				parameters: {
					resource: 'sale',
					operation: 'refund',
					saleId: rl('={{ $json.id }}'),
					additionalFields: { reason: 'E2E' },
				},
			},
			{
				name: 'Get Stock',
				parameters: {
					resource: 'inventory',
					operation: 'get',
					productId: rl("={{ $('Create Product').item.json.id }}"),
				},
			},
			{
				name: 'Update Product',
				parameters: {
					resource: 'product',
					operation: 'update',
					productId: rl('={{ $json.product_id }}'),
					updateFields: { price: 2.8 },
				},
			},
			{
				name: 'Delete Product',
				parameters: { resource: 'product', operation: 'delete', productId: rl('={{ $json.id }}') },
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Product'];
			assert.deepEqual([created.name, created.stock], ['E2E Espresso', 10]);
			const [sale] = out['Create Sale'];
			assert.deepEqual([sale.total, sale.status], [5, 'completed']);
			assert.deepEqual(
				out['Refund Sale'].map((s) => [s.id, s.status]),
				[[sale.id, 'refunded']],
			);
			assert.deepEqual(
				out['Get Stock'].map((i) => [i.product_id, i.quantity]),
				[[created.id, 10]],
				'the refund put the stock back',
			);
			assert.deepEqual(
				out['Update Product'].map((p) => [p.id, p.price]),
				[[created.id, 2.8]],
			);
			assert.deepEqual(out['Delete Product'], [{ id: created.id, deleted: true }]);
			const after = await sandbox.request('pos', 'GET', `/products/${created.id}`, {
				headers: posAuth,
			});
			assert.equal(after.status, 404, 'the deleted product is gone from the sandbox');
		},
	},
	pollingTriggers: [
		{
			node: 'pointOfSaleTrigger',
			polls: '/sales',
			parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, event: 'newSale' },
			async create(sandbox) {
				const product = await sandbox.request('pos', 'POST', '/products', {
					headers: posAuth,
					body: { name: 'Poll Croissant', price: 2, stock: 5 },
				});
				assert.equal(product.status, 201);
				const sale = await sandbox.request('pos', 'POST', '/sales', {
					headers: posAuth,
					body: {
						items: [{ product_id: product.body!.data.id, quantity: 1, price: 2 }],
						payment_method: 'card',
					},
				});
				assert.equal(sale.status, 201);
				return String(sale.body!.data.id);
			},
			isCreated: (item, id) => item.id === id,
		},
	],
	webhookTriggers: [],
};

const forms: InterfaceFixture = {
	slug: 'forms',
	credential: {
		type: 'bizOpsFormsApi',
		name: 'BizOps Forms (sandbox)',
		data: (baseUrl) => ({ baseUrl, apiKey: FORMS_KEYS.main }),
		wrongToken: (baseUrl) => ({ baseUrl, apiKey: 'not-a-key' }),
	},
	// Forms have no update or delete: create and read a form, submit to the published sample form through the public route, read the response back.
	crud: {
		node: 'forms',
		steps: [
			{
				name: 'Create Form',
				parameters: {
					resource: 'form',
					operation: 'create',
					title: 'E2E form',
					description: 'Made by the e2e suite',
				},
			},
			{
				name: 'Get Form',
				parameters: { resource: 'form', operation: 'get', formId: rl('={{ $json.id }}') },
			},
			{
				name: 'Submit Response',
				parameters: {
					resource: 'response',
					operation: 'submit',
					formId: rl(SAMPLE_FORM_ID),
					answersInput: 'fields',
					answers: {
						answer: [
							{ field: 'name', value: 'Ada' },
							{ field: 'email', value: 'ada@example.com' },
						],
					},
				},
			},
			{
				name: 'Get Response',
				parameters: {
					resource: 'response',
					operation: 'get',
					formId: rl(SAMPLE_FORM_ID),
					responseId: rl('={{ $json.responseId }}'),
				},
			},
		],
		async verify(out) {
			const [created] = out['Create Form'];
			assert.equal(created.title, 'E2E form');
			assert.deepEqual(
				out['Get Form'].map((f) => [f.id, f.description]),
				[[created.id, 'Made by the e2e suite']],
			);
			assert.equal(out['Submit Response'][0].submitted, true);
			assert.deepEqual(
				out['Get Response'].map((r) => r.answers),
				[{ Name: 'Ada', Email: 'ada@example.com' }],
				'the answers come back keyed by label',
			);
		},
	},
	pollingTriggers: [
		{
			node: 'formsTrigger',
			polls: '/forms/{formId}/responses',
			parameters: {
				pollTimes: { item: [{ mode: 'everyMinute' }] },
				event: 'newResponse',
				formId: rl(SAMPLE_FORM_ID),
			},
			async create(sandbox) {
				const response = await fetch(
					`${sandbox.baseUrl('forms')}/api/forms/${SAMPLE_FORM_ID}/submit`,
					{
						method: 'POST',
						// Each respondent from an address of their own: the service limits submissions per address.
						headers: {
							'content-type': 'application/json',
							'x-forwarded-for': `203.0.113.${respondents++ % 250}`,
						},
						body: JSON.stringify({ answers: { name: 'Grace', email: 'grace@example.com' } }),
					},
				);
				assert.equal(response.status, 201);
				return String(((await response.json()) as Json).responseId);
			},
			isCreated: (item, id) => item.id === id,
		},
	],
	webhookTriggers: [],
};

// The meetings interface cannot notify and has no list to watch: no trigger (see the README).
const meetings: InterfaceFixture = {
	slug: 'meetings',
	credential: {
		type: 'bizOpsMeetingsApi',
		name: 'BizOps Meetings (sandbox)',
		data: (baseUrl) => ({ baseUrl, apiKey: MEETINGS_KEY }),
		wrongToken: (baseUrl) => ({ baseUrl, apiKey: 'not-a-key' }),
	},
	// Meetings have no read or delete: create, deactivate, add the host, read the (not yet generated) summary.
	crud: {
		node: 'meetings',
		steps: [
			{
				name: 'Create Meeting',
				parameters: {
					resource: 'meeting',
					operation: 'create',
					title: 'E2E meeting',
					language: 'en',
				},
			},
			{
				name: 'Deactivate Meeting',
				parameters: {
					resource: 'meeting',
					operation: 'update',
					publicMeetingId: "={{ $('Create Meeting').item.json.publicMeetingId }}",
					updateFields: { status: 'INACTIVE' },
				},
			},
			{
				name: 'Add Host',
				parameters: {
					resource: 'participant',
					operation: 'add',
					publicMeetingId: "={{ $('Create Meeting').item.json.publicMeetingId }}",
					preset_name: 'service_meet_host',
					additionalFields: { externalId: 'e2e-host', name: 'Ada' },
				},
			},
			{
				name: 'Get Summary',
				parameters: {
					resource: 'summary',
					operation: 'get',
					publicMeetingId: "={{ $('Create Meeting').item.json.publicMeetingId }}",
				},
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Meeting'];
			assert.match(String(created.publicMeetingId), /\S/);
			assert.deepEqual(
				out['Deactivate Meeting'].map((m) => [m.title, m.status]),
				[['E2E meeting', 'INACTIVE']],
			);
			const [host] = out['Add Host'];
			assert.deepEqual(
				[
					host.created,
					String(host.url).includes(`/m/${created.publicMeetingId}`),
					typeof host.token,
				],
				[true, true, 'string'],
			);
			assert.deepEqual(
				out['Get Summary'].map((s) => [s.summary, s.ready]),
				[[null, false]],
			);
			const summary = await sandbox.request(
				'meetings',
				'GET',
				`/meetings/${created.publicMeetingId}/summary`,
				{ headers: { 'x-api-key': MEETINGS_KEY } },
			);
			assert.equal(summary.status, 200, 'the meeting exists in the sandbox');
		},
	},
	pollingTriggers: [],
	webhookTriggers: [],
};

const recruitmentAuth = { authorization: `Bearer ${RECRUITMENT_TOKENS.full}` };

const recruitment: InterfaceFixture = {
	slug: 'recruitment',
	credential: {
		type: 'bizOpsRecruitmentApi',
		name: 'BizOps Recruitment (sandbox)',
		data: (baseUrl) => ({ baseUrl, accessToken: RECRUITMENT_TOKENS.full }),
		wrongToken: (baseUrl) => ({ baseUrl, accessToken: 'not-a-token' }),
	},
	// Only a draft vacancy can be deleted: the path creates one.
	crud: {
		node: 'recruitment',
		steps: [
			{
				name: 'Create Vacancy',
				parameters: {
					resource: 'vacancy',
					operation: 'create',
					title: 'E2E Backend Engineer',
					additionalFields: {
						location: { value: { country: 'MX', city: 'Guadalajara' } },
						skills: 'Node.js, SQL',
					},
				},
			},
			{
				name: 'Get Vacancy',
				parameters: {
					resource: 'vacancy',
					operation: 'get',
					vacancyId: rl('={{ $json.id }}'),
					simplify: false,
				},
			},
			{
				name: 'Update Vacancy',
				parameters: {
					resource: 'vacancy',
					operation: 'update',
					vacancyId: rl('={{ $json.id }}'),
					updateFields: { department: 'Platform' },
				},
			},
			{
				name: 'Delete Vacancy',
				parameters: { resource: 'vacancy', operation: 'delete', vacancyId: rl('={{ $json.id }}') },
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Vacancy'];
			assert.deepEqual([created.title, created.status], ['E2E Backend Engineer', 'draft']);
			assert.deepEqual(
				out['Get Vacancy'].map((v) => [v.id, v.location?.country, v.skills]),
				[[created.id, 'Mexico', ['Node.js', 'SQL']]],
			);
			assert.deepEqual(
				out['Update Vacancy'].map((v) => [v.id, v.department]),
				[[created.id, 'Platform']],
			);
			assert.deepEqual(out['Delete Vacancy'], [{ id: created.id, deleted: true }]);
			const after = await sandbox.request('recruitment', 'GET', `/vacancies/${created.id}`, {
				headers: recruitmentAuth,
			});
			assert.equal(after.status, 404, 'the deleted vacancy is gone from the sandbox');
		},
	},
	pollingTriggers: [],
	webhookTriggers: [
		{
			node: 'recruitmentTrigger',
			parameters: { events: ['candidate.stage_changed'] },
			webhookPath: 'webhook',
			remote: {
				registration: { method: 'PUT', route: '/webhooks' },
				// The API cannot read its configuration back: the last accepted PUT is what it holds (no events: none).
				async webhookUrls(sandbox) {
					const configured = (await sandbox.log('recruitment'))
						.filter((r) => r.method === 'PUT' && r.route === '/webhooks' && r.status < 300)
						.at(-1);
					return configured && configured.body.events.length ? [String(configured.body.url)] : [];
				},
			},
			// As the sandbox signs (the trigger's documented default): sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">.
			delivery(registration = {}) {
				const id = `evt_${randomUUID()}`;
				const body = JSON.stringify({
					id,
					event: 'candidate.stage_changed',
					created_at: new Date().toISOString(),
					data: {
						candidate_id: 'cand_e2e',
						vacancy_id: 'vac_e2e',
						previous_stage: 'new',
						new_stage: 'interview',
					},
				});
				const timestamp = String(Math.floor(Date.now() / 1000));
				return {
					body,
					headers: {
						'X-Delivery-Id': id,
						'X-Timestamp': timestamp,
						'X-Signature': recruitmentSignature(String(registration.secret), timestamp, body),
					},
				};
			},
		},
	],
};

const signageAuth = { authorization: `Bearer ${SIGNAGE_TOKENS.full}` };
/** A 1x1 PNG, the image the signage workflow uploads */
const PIXEL_PNG =
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const signage: InterfaceFixture = {
	slug: 'signage',
	credential: {
		type: 'bizOpsSignageApi',
		name: 'BizOps Signage (sandbox)',
		data: (baseUrl) => ({ baseUrl, accessToken: SIGNAGE_TOKENS.full }),
		wrongToken: (baseUrl) => ({ baseUrl, accessToken: 'not-a-token' }),
	},
	// n8n's own Edit Fields and Convert to File nodes make the image file the action node uploads from binary data.
	crud: {
		node: 'signage',
		steps: [
			{
				name: 'Image Data',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				parameters: {
					assignments: {
						assignments: [{ id: 'png', name: 'image', value: PIXEL_PNG, type: 'string' }],
					},
					options: {},
				},
			},
			{
				name: 'Make File',
				type: 'n8n-nodes-base.convertToFile',
				typeVersion: 1.1,
				parameters: {
					operation: 'toBinary',
					sourceProperty: 'image',
					binaryPropertyName: 'data',
					options: { fileName: 'welcome.png', mimeType: 'image/png' },
				},
			},
			{
				name: 'Upload Media',
				parameters: {
					resource: 'media',
					operation: 'upload',
					binaryPropertyName: 'data',
					additionalFields: { name: 'E2E welcome', tags: 'e2e, lobby' },
				},
			},
			{
				name: 'Get Media',
				parameters: { resource: 'media', operation: 'get', mediaId: rl('={{ $json.id }}') },
			},
			{
				name: 'Update Media',
				parameters: {
					resource: 'media',
					operation: 'update',
					mediaId: rl('={{ $json.id }}'),
					updateFields: { name: 'E2E welcome (renamed)' },
				},
			},
			{
				name: 'Delete Media',
				parameters: { resource: 'media', operation: 'delete', mediaId: rl('={{ $json.id }}') },
			},
		],
		async verify(out, sandbox) {
			const [uploaded] = out['Upload Media'];
			assert.deepEqual(
				[
					uploaded.name,
					uploaded.file_name,
					uploaded.type,
					uploaded.mime_type,
					uploaded.size,
					uploaded.tags,
				],
				[
					'E2E welcome',
					'welcome.png',
					'image',
					'image/png',
					Buffer.from(PIXEL_PNG, 'base64').length,
					['e2e', 'lobby'],
				],
			);
			assert.deepEqual(
				out['Get Media'].map((m) => m.id),
				[uploaded.id],
			);
			assert.deepEqual(
				out['Update Media'].map((m) => [m.id, m.name]),
				[[uploaded.id, 'E2E welcome (renamed)']],
			);
			assert.deepEqual(out['Delete Media'], [{ id: uploaded.id, deleted: true }]);
			const after = await sandbox.request('signage', 'GET', `/media/${uploaded.id}`, {
				headers: signageAuth,
			});
			assert.equal(after.status, 404, 'the deleted media is gone from the sandbox');
		},
	},
	pollingTriggers: [
		{
			node: 'signageTrigger',
			polls: '/screens',
			parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, event: 'screenPaired' },
			// A device shows a pairing code (the sandbox's own control), then the screen is paired through the API.
			async create(sandbox) {
				const device = await sandbox.request('signage', 'POST', '/_sim/devices', { body: {} });
				assert.equal(device.status, 201);
				const response = await sandbox.request('signage', 'POST', '/screens', {
					headers: signageAuth,
					body: { pairing_code: device.body!.pairing_code, name: 'E2E screen' },
				});
				assert.equal(response.status, 201);
				return String(response.body!.id);
			},
			isCreated: (item, id) => item.id === id,
		},
	],
	webhookTriggers: [],
};

const chatAuth = { api_access_token: CHAT_TOKENS.agent };

const chat: InterfaceFixture = {
	slug: 'chat',
	credential: {
		type: 'bizOpsChatApi',
		name: 'BizOps Chat (sandbox)',
		data: (baseUrl) => ({ baseUrl, accessToken: CHAT_TOKENS.agent, accountId: '1' }),
		wrongToken: (baseUrl) => ({ baseUrl, accessToken: 'not-a-token', accountId: '1' }),
	},
	crud: {
		node: 'chat',
		steps: [
			{
				name: 'Create Contact',
				parameters: {
					resource: 'contact',
					operation: 'create',
					additionalFields: { name: 'Ada Lovelace', email: 'ada.chat@example.com' },
				},
			},
			{
				name: 'Get Contact',
				parameters: { resource: 'contact', operation: 'get', contactId: rl('={{ $json.id }}') },
			},
			{
				name: 'Update Contact',
				parameters: {
					resource: 'contact',
					operation: 'update',
					contactId: rl('={{ $json.id }}'),
					updateFields: { phone_number: '+441234567890' },
				},
			},
			{
				name: 'Delete Contact',
				parameters: { resource: 'contact', operation: 'delete', contactId: rl('={{ $json.id }}') },
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Contact'];
			assert.equal(created.name, 'Ada Lovelace');
			assert.deepEqual(
				out['Get Contact'].map((c) => [c.id, c.email]),
				[[created.id, 'ada.chat@example.com']],
			);
			assert.deepEqual(
				out['Update Contact'].map((c) => [c.id, c.phone_number]),
				[[created.id, '+441234567890']],
			);
			assert.deepEqual(out['Delete Contact'], [{ id: String(created.id), deleted: true }]);
			const after = await sandbox.request('chat', 'GET', `/accounts/1/contacts/${created.id}`, {
				headers: chatAuth,
			});
			assert.equal(after.status, 404, 'the deleted contact is gone from the sandbox');
		},
	},
	pollingTriggers: [],
	webhookTriggers: [
		{
			node: 'chatTrigger',
			parameters: { events: ['message_created'] },
			webhookPath: 'webhook',
			remote: {
				registration: { method: 'POST', route: '/accounts/{account_id}/webhooks' },
				async webhookUrls(sandbox) {
					const response = await sandbox.request('chat', 'GET', '/accounts/1/webhooks', {
						headers: chatAuth,
					});
					return (response.body!.payload.webhooks as Json[]).map((w) => String(w.url));
				},
			},
			// Signed as the service signs (Chatwoot's scheme), with the secret the service chose for the webhook.
			async delivery(registration = {}, sandbox) {
				const listed = await sandbox!.request('chat', 'GET', '/accounts/1/webhooks', {
					headers: chatAuth,
				});
				const webhook = (listed.body!.payload.webhooks as Json[]).find(
					(w) => w.url === registration.url,
				)!;
				const body = JSON.stringify({
					event: 'message_created',
					id: 4242,
					content: 'E2E hello',
					message_type: 0,
					private: false,
					conversation: { id: 7, inbox_id: 1 },
				});
				const timestamp = String(Math.floor(Date.now() / 1000));
				return {
					body,
					headers: {
						'X-Chatwoot-Delivery': randomUUID(),
						'X-Chatwoot-Timestamp': timestamp,
						'X-Chatwoot-Signature': chatSignature(String(webhook.secret), timestamp, body),
					},
				};
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
					conceptos: {
						concepto: [
							{
								clave_prod_serv: '84111506',
								descripcion: 'Servicio de facturación',
								cantidad: 2,
								clave_unidad: 'E48',
								valor_unitario: 100,
								objeto_imp: '02',
								iva: '0.16',
							},
						],
					},
					metodo_pago: 'PUE',
					forma_pago: '03',
					moneda: 'MXN',
				},
			},
			{
				name: 'Get Invoice',
				parameters: { resource: 'invoice', operation: 'get', invoiceId: rl('={{ $json.id }}') },
			},
			{
				name: 'Download PDF',
				parameters: {
					resource: 'invoice',
					operation: 'downloadPdf',
					invoiceId: rl('={{ $json.id }}'),
				},
			},
			{
				name: 'Cancel Invoice',
				parameters: {
					resource: 'invoice',
					operation: 'cancel',
					invoiceId: rl('={{ $json.id }}'),
					motivo: '02',
				},
			},
		],
		async verify(out, sandbox) {
			const [created] = out['Create Invoice'];
			assert.match(String(created.uuid), /^[0-9A-F-]{36}$/);
			assert.deepEqual(
				out['Get Invoice'].map((i) => [i.id, i.total]),
				[[created.id, 232]],
			);
			assert.deepEqual(
				out['Download PDF'].map((i) => [i.id, i.fileName, i.mimeType]),
				[[created.id, `${created.serie}-${created.folio}.pdf`, 'application/pdf']],
				'the PDF is binary data named as the API says',
			);
			assert.deepEqual(
				out['Cancel Invoice'].map((i) => [i.status, i.cancelledAtOnce]),
				[['cancelled', true]],
			);
			const after = await sandbox.request('invoicing', 'GET', `/invoices/${created.id}`, {
				headers: invoicingAuth,
			});
			assert.equal(
				after.body?.data?.status,
				'cancelled',
				'the invoice is cancelled in the sandbox',
			);
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
				const body = JSON.stringify({
					id: `evt_${randomUUID()}`,
					event: 'invoice.created',
					created_at: new Date().toISOString(),
					data: { id: 'inv_e2e' },
				});
				return {
					body,
					headers: { 'x-invoicing-signature': hmacHex(String(registration.secret), body) },
				};
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
			{
				name: 'Look Up Taxpayer',
				parameters: { resource: 'taxpayer', operation: 'lookUp', ruc: '155596713-2-2015', type: 2 },
			},
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
			assert.deepEqual(out['Look Up Taxpayer'], [
				{ ruc: '155596713-2-2015', dv: 59, name: 'COMERCIAL ISTMO, S.A.', type: 2 },
			]);
			const [invoice] = out['Create Simplified Invoice'];
			assert.deepEqual(
				[invoice.total, invoice.client?.taxDv, invoice.client?.taxName],
				[107, '59', 'COMERCIAL ISTMO, S.A.'],
			);
		},
	},
	pollingTriggers: [],
	webhookTriggers: [],
};

export const FIXTURES: InterfaceFixture[] = [
	workspaceCrm,
	salesCrm,
	payments,
	billing,
	payroll,
	pointOfSale,
	forms,
	meetings,
	recruitment,
	signage,
	chat,
	invoicing,
	invoicingLookup,
];

/** One credential per interface, pointing at the sandbox; by credential type. */
export async function sandboxCredentials(n8n: N8nClient, sandbox: SandboxClient, suffix = '') {
	const credentials: Record<string, { id: string; name: string }> = {};
	for (const fixture of FIXTURES) {
		const credential = await n8n.createCredential({
			name: `${fixture.credential.name}${suffix}`,
			type: fixture.credential.type,
			data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
		});
		credentials[fixture.credential.type] = { id: credential.id, name: credential.name };
	}
	return credentials;
}

/** A node's full type name in the all-in-one package (the default) or in its per-service package. */
export const nodeType = (name: string, packages: Packages = 'all-in-one') =>
	typeName(name, packages);
/** The node's name as the editor and the README show it, e.g. "BizOps Workspace CRM Trigger" */
const displayName = (name: string) => packNodes[nodeType(name)].description.displayName;
const credentialOf = (fixture: InterfaceFixture, credential: { id: string; name: string }) => ({
	[fixture.credential.type]: credential,
});

/** The CRUD path as a workflow, started by hand (the demo) or by a webhook call (the suite). */
export function crudWorkflow(
	fixture: InterfaceFixture,
	credential: { id: string; name: string },
	start: { webhookPath: string; responseMode?: 'lastNode' | 'onReceived' } | 'manual',
	packages: Packages = 'all-in-one',
): Workflow {
	const first =
		start === 'manual'
			? { name: 'Run', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} }
			: {
					name: 'Run',
					type: 'n8n-nodes-base.webhook',
					typeVersion: 2,
					webhookId: randomUUID(),
					parameters: {
						httpMethod: 'POST',
						path: start.webhookPath,
						responseMode: start.responseMode ?? 'lastNode',
					},
				};
	const steps = fixture.crud.steps.map((step) => ({
		name: step.name,
		type: step.type ?? nodeType(fixture.crud.node, packages),
		typeVersion: step.typeVersion ?? 1,
		parameters: step.parameters,
		...(step.type ? {} : { credentials: credentialOf(fixture, credential) }),
	}));
	const nodes = [first, ...steps].map((node, i) => ({ ...node, position: [i * 240, 0] }));
	const connections = Object.fromEntries(
		nodes
			.slice(0, -1)
			.map((node, i) => [
				node.name,
				{ main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] },
			]),
	);
	return {
		name: `${displayName(fixture.crud.node)}: ${fixture.crud.steps.map((step) => step.name).join(', ')}`,
		nodes,
		connections,
	};
}

/** A workflow of one trigger node; webhook triggers get a fixed webhook id so their URL is known. */
export function triggerWorkflow(
	fixture: InterfaceFixture,
	trigger: PollingTriggerFixture | WebhookTriggerFixture,
	credential: { id: string; name: string },
	packages: Packages = 'all-in-one',
) {
	const webhookId = randomUUID();
	const node = {
		name: 'Trigger',
		type: nodeType(trigger.node, packages),
		typeVersion: 1,
		position: [0, 0],
		parameters: trigger.parameters,
		credentials: credentialOf(fixture, credential),
		...('webhookPath' in trigger ? { webhookId } : {}),
	};
	const workflow: Workflow = {
		name: `${displayName(trigger.node)} (${'webhookPath' in trigger ? 'webhook' : 'polling'})`,
		nodes: [node],
		connections: {},
	};
	return { workflow, webhookId };
}

/** The same delivery with one field changed after signing. */
export function tamper(body: string) {
	try {
		return JSON.stringify({ ...(JSON.parse(body) as Json), tampered: true });
	} catch {
		return `${body} `;
	}
}

/**
 * For a polling trigger just published: creates `records` records, each after the previous one
 * was emitted, and returns their ids and the workflow's finished executions (oldest first).
 * n8n polls once on publishing (that poll only marks where to start), then once a minute: each
 * record waits at most one interval, plus the execution. On a timeout the error tells when the
 * polls reached the service (its list read), what n8n ran and the position it stored.
 */
export async function recordsThroughPolls(
	n8n: N8nClient,
	sandbox: SandboxClient,
	fixture: InterfaceFixture,
	trigger: PollingTriggerFixture,
	workflowId: string,
	loggedBefore: number,
	records: number,
) {
	const polledAt = async () =>
		(await sandbox.log(fixture.slug))
			.slice(loggedBefore)
			.filter((r) => r.method === 'GET' && r.route === trigger.polls)
			.map((r) => r.at);
	const finished = async () => (await n8n.finishedExecutions(workflowId)).reverse();
	const position = await triggerStateStored(n8n, workflowId, 'Trigger', trigger.node);
	const ids: string[] = [];
	for (let record = 1; record <= records; record++) {
		const createdAt = Date.now();
		ids.push(await trigger.create(sandbox));
		try {
			await eventually('not emitted', 75, async () =>
				emittedRecords(await finished(), trigger, ids).includes(ids.at(-1)!) ? true : undefined,
			);
		} catch (error) {
			const polls = (await polledAt()).map((at) => `${((at - createdAt) / 1000).toFixed(1)} s`);
			const runs = (await n8n.executions(workflowId)).map((e) => `${e.id} ${e.status}`);
			throw new Error(
				`${trigger.node}, record ${record} of ${records}: ${(error as Error).message}; polls reached the service at ${polls.join(', ')} from its creation; executions: ${runs.join(', ') || 'none'}; position stored: ${JSON.stringify(await position())}`,
			);
		}
	}
	// a moment for an execution too many to show
	await new Promise((resolve) => setTimeout(resolve, 2000));
	return { ids, runs: await finished() };
}

/**
 * Waits until the published workflow's trigger (node `nodeName`) has stored its state in n8n, and
 * returns a reader of it: a polling trigger where its first poll starts (a record made before then
 * would count as already there; n8n may activate the workflow again after publishing, polling once
 * more from the stored state), a webhook trigger its registration and secret (a delivery that
 * comes before is refused).
 */
export async function triggerStateStored(
	n8n: N8nClient,
	workflowId: string,
	nodeName: string,
	what: string,
) {
	const position = async () =>
		((await n8n.api<Json>('GET', `/workflows/${workflowId}`)).staticData as Json | null)?.[
			`node:${nodeName}`
		] as Json | undefined;
	await eventually(`${what}: the trigger's state stored`, 75, async () =>
		Object.keys((await position()) ?? {}).length > 0 ? true : undefined,
	);
	return position;
}

/** The created records (by id) each execution emitted, in order. */
export function emittedRecords(runs: Execution[], trigger: PollingTriggerFixture, ids: string[]) {
	return runs.flatMap((run) =>
		outputs(run).Trigger.flatMap((item) => ids.filter((id) => trigger.isCreated(item, id))),
	);
}
