import type { IBinaryKeyData, INodeType } from 'n8n-workflow';
import path from 'node:path';

import type { Resources } from '../../nodes/shared/router';
import { invoiceBody, invoiceParameters } from '../invoicing/helpers';
import type { SandboxInterfaces } from '../sandbox';
import { packNodes } from '../harness/pack';
import { byId } from '../fixtures/types';

/** Every operation of every action node, and values for those random ones seldom pass: shared by the suites that run them all. */

/**
 * Writes whose rules random values seldom meet: values that pass them, as a user fills them in.
 * `prepare` brings the sandbox, seeded as for the demo, into the state the write needs (a payroll
 * calculated before it is approved, a webhook that exists before it is deleted) through the
 * simulated service's own state, and returns the values that name those records.
 */
export interface Given {
	parameters: Record<string, unknown>;
	file?: IBinaryKeyData;
	prepare?: (interfaces: SandboxInterfaces) => Record<string, unknown>;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** A resource locator set by ID, as the panel stores it */
/** The first record of a map that matches, by its `id` (or the key) */
const firstOf = <T extends Record<string, unknown>>(
	records: Map<unknown, T>,
	matches: (record: T) => boolean = () => true,
) => {
	const found = [...records.values()].find(matches);
	if (!found) throw new Error('the seeded sandbox has no such record');
	return found;
};
/** A record put straight into a simulated service's state; returns its ID */
const added = <K>(
	records: Map<K, Record<string, unknown>>,
	id: K,
	fields: Record<string, unknown>,
) => {
	records.set(id, { id, ...fields });
	return id;
};
/** A signing secret as a user would type one (the services want at least 16 characters) */
const SECRET = 'whsec-7f3a9c2e5b8d4f10a6c3';
const HOOK = 'https://hooks.example.com/n8n/faults';

export const GIVEN: Record<string, Given> = {
	'workspaceCrm contact → update': {
		parameters: { updateFields: { position: 'Head of Purchasing' } },
		prepare: ({ workspace_crm }) => ({ contactId: byId(firstOf(workspace_crm.state.contacts).id) }),
	},
	'workspaceCrm company → update': {
		parameters: { updateFields: { industry: 'Freight forwarding' } },
		prepare: ({ workspace_crm }) => ({
			companyId: byId(firstOf(workspace_crm.state.companies).id),
		}),
	},
	'salesCrm activity → update': {
		parameters: { updateFields: { subject: 'Call back about the renewal' } },
		prepare: ({ sales_crm: { state } }) => ({
			activityId: added(state.activities, state.id('ac'), {
				type: 'call',
				subject: 'Call about the renewal',
				completed: false,
				created_at: state.now(),
				updated_at: state.now(),
			}),
		}),
	},
	'salesCrm automation → delete': {
		parameters: {},
		prepare: ({ sales_crm }) => ({ automationId: salesCrmAutomation(sales_crm.state) }),
	},
	'salesCrm automation → update': {
		parameters: { updateFields: { name: 'Welcome new contacts' }, replaceRules: false },
		prepare: ({ sales_crm }) => ({ automationId: salesCrmAutomation(sales_crm.state) }),
	},
	'salesCrm pipeline → delete': {
		parameters: {},
		prepare: ({ sales_crm: { state } }) => ({
			pipelineId: byId(
				state.addPipeline({ name: 'Unused', stages: [{ name: 'New', probability: 10 }] }).id,
			),
		}),
	},
	'salesCrm webhook → delete': {
		parameters: {},
		prepare: ({ sales_crm: { state } }) => ({
			webhookId: added(state.webhooks, state.id('wh'), {
				url: HOOK,
				events: ['deal.won'],
				active: true,
				secret: SECRET,
				created_at: state.now(),
			}),
		}),
	},
	'payments webhook → create': {
		parameters: { url: HOOK, events: ['payment.completed'], secret: SECRET },
	},
	'payments webhook → delete': {
		parameters: {},
		prepare: ({ payments }) => ({ webhookId: paymentsWebhook(payments.state) }),
	},
	'payments webhook → update': {
		parameters: { updateFields: { active: false } },
		prepare: ({ payments }) => ({ webhookId: paymentsWebhook(payments.state) }),
	},
	'billing customer → vault': {
		parameters: { customerVaultId: 'vault_123', additionalFields: {} },
		prepare: ({ pay_integration: { state } }) => ({
			customerId: byId(firstOf(state.customers, (c) => !c.customerVaultId).id),
		}),
	},
	'billing collectionLink → createPayment': {
		parameters: {
			concept: 'Setup fee',
			amountUnit: 'decimal',
			amount: 15,
			productCode: byId('setup_fee'),
			additionalFields: {},
		},
	},
	'billing subscription → reactivate': {
		parameters: {},
		prepare: ({ pay_integration: { state } }) => {
			const subscription = firstOf(state.subscriptions, (s) => s.status === 'active');
			subscription.cancelAtPeriodEnd = true;
			return { subscriptionId: byId(subscription.id) };
		},
	},
	'billing subscription → replaceItems': {
		parameters: {
			items: { item: [{ productCode: 'plan_pro', quantity: 2 }] },
			additionalFields: {},
		},
		prepare: ({ pay_integration: { state } }) => ({
			subscriptionId: byId(firstOf(state.subscriptions, (s) => s.status === 'active').id),
		}),
	},
	'billing charge → create': {
		parameters: { productCode: byId('setup_fee'), additionalFields: {} },
		prepare: ({ pay_integration: { state } }) => ({
			customerId: byId(firstOf(state.customers, (c) => Boolean(c.customerVaultId)).id),
		}),
	},
	'payroll payrollPeriod → approve': {
		parameters: {},
		prepare: ({ payroll }) => ({
			payrollId: byId(firstOf(payroll.state.periods, (p) => p.status === 'calculated').id),
		}),
	},
	'payroll payrollPeriod → stamp': {
		parameters: { checkApproved: true },
		prepare: ({ payroll }) => ({
			payrollId: byId(firstOf(payroll.state.periods, (p) => p.status === 'approved').id),
		}),
	},
	'payroll deduction → cancel': {
		parameters: {},
		prepare: ({ payroll }) => ({
			deductionId: firstOf(payroll.state.deductions, (d) => d.status === 'active').id,
		}),
	},
	'payroll deduction → update': {
		parameters: { updateFields: { description: 'INFONAVIT credit 1234567890, renewed' } },
		prepare: ({ payroll }) => ({
			deductionId: firstOf(payroll.state.deductions, (d) => d.status === 'active').id,
		}),
	},
	'pointOfSale sale → create': {
		parameters: { itemsInput: 'list', payment_method: 'card', additionalFields: {} },
		prepare: ({ pos: { state } }) => {
			// Ten items at once sell ten units: a product with that many in stock
			const product = firstOf(state.products, (p) => state.total(String(p.id)) >= 10);
			return {
				items: { item: [{ product_id: product.id, quantity: 1, price: product.price }] },
			};
		},
	},
	'forms response → submit': {
		parameters: { answersInput: 'json' },
		prepare: ({ forms }) => {
			const form = firstOf(forms.state.forms, (f) => f.status === 'published');
			const fields = (form.schema as { fields: Array<{ id: string; type: string }> }).fields;
			const answers = Object.fromEntries(
				fields.map((f) => [f.id, f.type === 'email' ? 'ana@example.com' : 'Ana Ruiz']),
			);
			return { formId: byId(form.id), answersJson: JSON.stringify(answers) };
		},
	},
	'meetings meeting → update': {
		parameters: { updateFields: { title: 'Weekly sync (moved)' } },
		prepare: ({ meetings }) => ({
			publicMeetingId: firstOf(meetings.state.meetings).publicMeetingId,
		}),
	},
	'meetings participant → add': {
		parameters: { preset_name: 'service_meet_participant', additionalFields: { name: 'Ana Ruiz' } },
		prepare: ({ meetings }) => ({
			publicMeetingId: firstOf(meetings.state.meetings).publicMeetingId,
		}),
	},
	'meetings transcript → fetch': {
		parameters: { waitUntilReady: false, download: true, binaryPropertyName: 'data' },
		prepare: ({ meetings }) => {
			const meeting = firstOf(
				meetings.state.meetings,
				(m) => (m.sessions as Map<string, unknown>).size > 0,
			);
			return {
				publicMeetingId: meeting.publicMeetingId,
				cfSessionId: [...(meeting.sessions as Map<string, unknown>).keys()][0],
			};
		},
	},
	'recruitment vacancy → delete': {
		parameters: {},
		prepare: ({ recruitment }) => ({
			vacancyId: byId(recruitment.state.addVacancy({ title: 'Night shift cook' }).id),
		}),
	},
	'recruitment interview → cancel': {
		parameters: { reason: 'The candidate withdrew', notify_participants: false },
		prepare: ({ recruitment }) => ({ interviewId: byId(scheduledInterview(recruitment.state)) }),
	},
	'recruitment interview → reschedule': {
		parameters: {
			scheduled_at: '2030-03-02T10:00:00-06:00',
			duration_minutes: 45,
			reason: 'The interviewer is travelling',
		},
		prepare: ({ recruitment }) => ({ interviewId: byId(scheduledInterview(recruitment.state)) }),
	},
	'recruitment webhook → configure': {
		parameters: {
			url: HOOK,
			events: ['vacancy.closed'],
			secret: SECRET,
			registrationFields: {},
		},
	},
	'signage screen → pair': {
		parameters: { name: 'Lobby screen', additionalFields: {} },
		prepare: ({ signage }) => ({ pairing_code: signage.state.announceDevice() }),
	},
	'signage media → upload': {
		parameters: { binaryPropertyName: 'data' },
		file: { data: { data: PNG.toString('base64'), fileName: 'menu.png', mimeType: 'image/png' } },
	},
	'chat label → create': {
		parameters: { title: 'fault-suite', additionalFields: {} },
	},
	'chat customAttribute → delete': {
		parameters: {},
		prepare: ({ chat }) => ({ definitionId: String(firstOf(chat.state.attributeDefinitions).id) }),
	},
	'chat customAttribute → update': {
		parameters: { updateFields: { attribute_description: 'The plan the customer pays for' } },
		prepare: ({ chat }) => ({ definitionId: String(firstOf(chat.state.attributeDefinitions).id) }),
	},
	'chat webhook → delete': {
		parameters: {},
		prepare: ({ chat }) => ({ webhookId: chatWebhook(chat.state) }),
	},
	'chat webhook → update': {
		parameters: { updateFields: { name: 'CRM sync' } },
		prepare: ({ chat }) => ({ webhookId: chatWebhook(chat.state) }),
	},
	'invoicing invoice → create': {
		parameters: withoutNames(invoiceParameters()),
	},
	'invoicing invoice → createBatch': {
		parameters: withoutNames(invoiceParameters()),
	},
	'invoicing invoice → cancel': {
		parameters: { motivo: '02' },
		prepare: ({ invoicing }) => ({
			invoiceId: byId(invoicing.state.stamp(invoiceBody()).id),
		}),
	},
	'invoicing paymentReceipt → create': {
		parameters: {},
		prepare: ({ invoicing }) => {
			const invoice = invoicing.state.stamp({
				...invoiceBody(),
				metodo_pago: 'PPD',
				forma_pago: '99',
			});
			return {
				fecha_pago: '2026-03-10T12:00:00Z',
				forma_pago: '03',
				moneda: 'MXN',
				monto: 116,
				documentos_relacionados: {
					documento: [
						{
							uuid_factura: invoice.uuid,
							serie: 'A',
							folio: 1,
							moneda_dr: 'MXN',
							num_parcialidad: 1,
							saldo_anterior: 232,
							importe_pagado: 116,
							saldo_insoluto: 116,
							objeto_imp_dr: '02',
						},
					],
				},
				additionalFields: {},
			};
		},
	},
	'invoicing client → delete': {
		parameters: {},
		prepare: ({ invoicing: { state } }) => ({
			clientId: byId(
				added(state.clients, state.id('cli'), {
					rfc: 'MAHM670102N52',
					nombre: 'MARIA HERNANDEZ MARTINEZ',
					regimen_fiscal: '612',
					domicilio_fiscal: '06300',
					created_at: new Date().toISOString(),
				}),
			),
		}),
	},
	'invoicing product → update': {
		parameters: { updateFields: { valor_unitario: 1250 } },
		prepare: ({ invoicing }) => ({ productId: byId(firstOf(invoicing.state.products).id) }),
	},
	'invoicing webhook → create': {
		parameters: { url: HOOK, events: ['invoice.cancelled'], secret: SECRET },
	},
};

/** The node's parameters without the resource and operation the suites set themselves */
function withoutNames({ resource, operation, ...parameters }: Record<string, unknown>) {
	return parameters;
}

function salesCrmAutomation(state: SandboxInterfaces['sales_crm']['state']) {
	return added(state.automations, state.id('au'), {
		type: 'workflow',
		active: false,
		name: 'Welcome new contacts',
		trigger: { event: 'contact.created', conditions: [] },
		actions: [{ type: 'send_email', config: { template: 'welcome' } }],
		created_at: state.now(),
		updated_at: state.now(),
	});
}

function paymentsWebhook(state: SandboxInterfaces['payments']['state']) {
	return added(state.webhooks, state.id('wh'), {
		url: HOOK,
		events: ['payment.completed'],
		secret: SECRET,
		active: true,
		created_at: new Date().toISOString(),
	});
}

function chatWebhook(state: SandboxInterfaces['chat']['state']) {
	const id = added(state.webhooks, state.id(), {
		account_id: 1,
		url: HOOK,
		name: null,
		subscriptions: ['message_created'],
		secret: SECRET,
	});
	return String(id);
}

function scheduledInterview(state: SandboxInterfaces['recruitment']['state']) {
	return firstOf(state.interviews, (i) => i.status === 'scheduled').id;
}

/** Each run's one input item carries a file, for the uploads and imports */
export const inputFile: IBinaryKeyData = {
	data: {
		data: Buffer.from('name,email\nAna,ana@example.com\n').toString('base64'),
		fileName: 'people.csv',
		mimeType: 'text/csv',
	},
};

const root = path.resolve(__dirname, '../..');
const resourcesOf = (node: INodeType) =>
	(
		require(path.join(root, 'nodes', node.constructor.name, `${node.constructor.name}.node`)) as {
			resources: Resources;
		}
	).resources;

export const actionNodes = Object.values(packNodes).filter(
	(node) => !node.description.group.includes('trigger'),
);

/** An action node's operations: [`resource → operation`, resource, operation, handler] */
export const operationsOf = (node: INodeType) =>
	Object.entries(resourcesOf(node)).flatMap(([resource, { operations }]) =>
		Object.entries(operations).map(
			([operation, handler]) =>
				[`${resource} → ${operation}`, resource, operation, handler] as const,
		),
	);
