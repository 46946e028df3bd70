/** The sandbox as the template scenarios of templates.test.ts use it: requests as each account's owner, the sandbox's own controls, and the records a scenario prepares. */
import { eventually, fetchFresh } from '../harness/n8nClient';
import { INVOICING_TOKENS } from '../sandbox/invoicing';
import { CHAT_TOKENS } from '../sandbox/chat';
import { POS_TOKEN } from '../sandbox/pos';
import { SALES_CRM_TOKENS } from '../sandbox/salesCrm';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';
import { BILLING_KEYS } from '../sandbox/billing';
import { PAYMENTS_KEY } from '../sandbox/payments';
import { RECRUITMENT_TOKENS } from '../sandbox/recruitment';
import { PAYROLL_TOKENS } from '../sandbox/payroll';
import { MEETINGS_KEY } from '../sandbox/meetings';
import { SIGNAGE_TOKENS } from '../sandbox/signage';
import { e2eEnv } from './env';
import { triggerStateStored } from './interfaces';
import type { Binding, Template } from './templates';
import { bindTemplate, startsFromTrigger } from './templates';

const env = e2eEnv();
export const { n8n, sandbox } = env;
/** Where the templates' webhooks are called: n8n, or queue mode's webhook process */
export const webhookBase = env.webhookUrl ?? env.n8nUrl;
export type Json = Record<string, any>;

export const auth = {
	invoicing: { authorization: `Bearer ${INVOICING_TOKENS.full}` },
	chat: { api_access_token: CHAT_TOKENS.agent },
	pos: { authorization: `Bearer ${POS_TOKEN}` },
	sales_crm: { authorization: `Bearer ${SALES_CRM_TOKENS.full}` },
	workspace_crm: { authorization: `Bearer ${WORKSPACE_CRM_TOKENS.full}` },
	pay_integration: { 'X-API-Key': BILLING_KEYS.main },
	payments: { authorization: `Bearer ${PAYMENTS_KEY}` },
	recruitment: { authorization: `Bearer ${RECRUITMENT_TOKENS.full}` },
	payroll: { authorization: `Bearer ${PAYROLL_TOKENS.admin}` },
	meetings: { 'x-api-key': MEETINGS_KEY },
	signage: { authorization: `Bearer ${SIGNAGE_TOKENS.full}` },
} as const;
export type Slug = keyof typeof auth;

/** A request to the sandbox as the account's owner; fails unless it answers 2xx. */
export async function call(
	slug: Slug,
	method: string,
	path: string,
	body?: unknown,
): Promise<Json> {
	const response = await sandbox.request(slug, method, path, { headers: auth[slug], body });
	if (response.status >= 300)
		throw new Error(
			`${method} ${slug}${path} answered ${response.status}: ${JSON.stringify(response.body)}`,
		);
	return response.body ?? {};
}

/** What the sandbox's own controls (`/_sim/...`, no part of the APIs) answer. */
export async function control(slug: Slug, path: string, body: unknown = {}): Promise<Json> {
	const response = await fetchFresh(`${sandbox.baseUrl(slug)}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	const text = await response.text();
	if (!response.ok) throw new Error(`POST ${slug}${path} answered ${response.status}: ${text}`);
	return text ? (JSON.parse(text) as Json) : {};
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Every record of a Billing list (`customers`, `subscriptions`), walked over its lim/off pages;
 * `withItems`: subscriptions with their items (`expand=items`)
 */
export async function billingList(name: string, withItems = false): Promise<Json[]> {
	const records: Json[] = [];
	for (let total = Infinity; records.length < total;) {
		const { data } = await call(
			'pay_integration',
			'GET',
			`/v1/${name}?${withItems ? 'expand=items&' : ''}lim=100&off=${records.length}`,
		);
		records.push(...(data[name] as Json[]));
		total = (data[name] as Json[]).length ? Number(data.total) : records.length;
	}
	return records;
}

/** A Chat contact, an inbox and a conversation of the account (the templates' alerts go to one). */
export async function chatConversation(name: string, email: string) {
	const inbox = await call('chat', 'POST', '/accounts/1/inboxes', {
		name: `Templates ${name}`,
		channel: { type: 'api' },
	});
	const contact = (await call('chat', 'POST', '/accounts/1/contacts', { name, email })).payload
		.contact;
	const conversation = await call('chat', 'POST', '/accounts/1/conversations', {
		inbox_id: inbox.id,
		contact_id: contact.id,
	});
	return { inboxId: inbox.id as number, contactId: contact.id as number, id: conversation.id };
}

export async function chatMessages(conversationId: number): Promise<Json[]> {
	return (await call('chat', 'GET', `/accounts/1/conversations/${conversationId}/messages`))
		.payload;
}

/** The conversations of a Chat inbox with a contact. */
export async function conversationsOf(inboxId: number, contactId: number): Promise<Json[]> {
	const all = (
		await call('chat', 'GET', `/accounts/1/conversations?status=all&inbox_id=${inboxId}`)
	).data?.payload as Json[];
	return all.filter((c) => c.meta?.sender?.id === contactId);
}

/** The first message of the contact's conversations in the inbox that `match` accepts. */
export async function sentTo(chat: Json, what: string, match: (message: Json) => boolean) {
	return await eventually(what, 150, async () => {
		for (const c of await conversationsOf(chat.inboxId, chat.contactId)) {
			const found = (await chatMessages(c.id)).find(match);
			if (found) return found;
		}
		return undefined;
	});
}

export async function posSale(
	customerId: string | undefined,
	lines: Array<[string, number, number]>,
) {
	const items = [];
	for (const [name, price, quantity] of lines) {
		const product = (await call('pos', 'POST', '/products', { name, price, stock: 20 })).data;
		items.push({ product_id: product.id, quantity, price });
	}
	return (
		await call('pos', 'POST', '/sales', {
			items,
			payment_method: 'card',
			...(customerId ? { customer_id: customerId } : {}),
		})
	).data;
}

/** A Sales CRM deal in a pipeline of its own, with its contact. */
export async function salesDeal(name: string, contact: Json, fields: Json = {}) {
	const pipeline = await call('sales_crm', 'POST', '/pipelines', {
		name: `${name} ${unique()}`,
		stages: [{ name: 'Proposal', probability: 60 }],
	});
	const person = await call('sales_crm', 'POST', '/contacts', contact);
	const deal = await call('sales_crm', 'POST', '/deals', {
		name,
		pipeline_id: pipeline.id,
		stage_id: pipeline.stages[0].id,
		contact_id: person.id,
		...fields,
	});
	return { deal, contact: person };
}

export const client = {
	rfc: 'URE180429TM6',
	nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
	regimen_fiscal: '601',
	domicilio_fiscal: '86991',
	uso_cfdi_default: 'G03',
};

/**
 * Imports a template into n8n bound to what its scenario prepared, publishes it, and causes its
 * event once the trigger listens (after its first poll, or its registration). `created` hears of
 * the workflow as soon as it exists.
 */
export async function startTemplate(
	template: Template,
	scenario: Scenario,
	imported: Pick<Binding, 'credentials' | 'claimsTable'>,
	created: (entry: { context: Json; workflowId: string }) => void,
) {
	const { binding, context } = await scenario.prepare();
	const workflow = await n8n.createWorkflow(bindTemplate(template, { ...imported, ...binding }));
	created({ context, workflowId: workflow.id });
	if (startsFromTrigger(template.workflow)) await n8n.publish(workflow.id);
	// A polling trigger's first poll, a webhook trigger's registration: the event comes after.
	const trigger = template.workflow.nodes.find((node) =>
		/^n8n-nodes-bizops\.\w+Trigger$/.test(String(node.type)),
	);
	if (trigger) await triggerStateStored(n8n, workflow.id, String(trigger.name), scenario.file);
	await scenario.cause(context);
	return { context, workflowId: workflow.id };
}

export interface Scenario {
	/** The template's file */
	file: string;
	/** What the template needs in the sandbox before it is published; the binding's settings and parameters */
	prepare(): Promise<{ binding: Omit<Binding, 'credentials'>; context: Json }>;
	/** Causes the trigger event once the workflow listens (after its first poll) */
	cause(context: Json): Promise<void>;
	/** Waits for the end state in the sandbox and checks it */
	verify(context: Json): Promise<void>;
}

/** A 1x1 PNG, the sold-out image */
export const PIXEL_PNG =
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
