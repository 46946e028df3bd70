import { HookContext, WebhookContext } from 'n8n-core';
import type {
	IDataObject,
	INode,
	IWebhookData,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { getNodeWebhookPath } from 'n8n-workflow';

import type { NodeSetup } from './engine';
import { makeAdditionalData, makeNode, makeWorkflow, persisted } from './engine';
import { packNodes } from './pack';

/**
 * Webhook triggers in-process: the activation hooks through n8n-core's HookContext and
 * deliveries through its WebhookContext, with an express-like request carrying the raw body
 * (as the n8n server keeps it for signature checks).
 */

export const WEBHOOK_ID = 'bizops-test-webhook';

export interface WebhookSetup extends NodeSetup {
	/** The n8n base URL the webhook URL is built on (the sandbox reaches n8n there) */
	webhookBaseUrl?: string;
	/**
	 * The workflow a delivery goes to. By default each delivery goes to a workflow of its own: the
	 * trigger answers a copy of an event its workflow started an execution for moments ago without
	 * starting another (recentEvents.ts), which only tests of that give the same workflow.
	 */
	workflowId?: string;
}

let deliveries = 0;

function prepare(setup: WebhookSetup, staticData: IDataObject, workflowId?: string) {
	const node: INode = { ...makeNode(setup), webhookId: WEBHOOK_ID };
	const workflow = makeWorkflow(node, persisted(staticData), workflowId);
	const additionalData = makeAdditionalData(setup) as IWorkflowExecuteAdditionalData &
		Record<string, unknown>;
	if (setup.webhookBaseUrl) additionalData.webhookBaseUrl = setup.webhookBaseUrl;
	const description = packNodes[node.type].description.webhooks?.find((w) => w.name === 'default');
	if (!description) throw new Error(`${node.type} declares no default webhook`);
	const webhookData: IWebhookData = {
		httpMethod: (description.httpMethod as IWebhookData['httpMethod']) ?? 'POST',
		node: node.name,
		path: getNodeWebhookPath(workflow.id, node, String(description.path ?? 'webhook')),
		webhookDescription: description,
		workflowId: workflow.id,
		workflowExecuteAdditionalData: additionalData,
		webhookId: WEBHOOK_ID,
	};
	return { node, workflow, additionalData, webhookData };
}

/** Runs one lifecycle method (checkExists, create or delete) as n8n does on (de)activation. */
export async function runHook(
	setup: WebhookSetup,
	hook: 'checkExists' | 'create' | 'delete',
	staticData: IDataObject = {},
) {
	const { node, workflow, additionalData, webhookData } = prepare(setup, staticData);
	const context = new HookContext(
		workflow,
		node,
		additionalData,
		'trigger',
		'activate',
		webhookData,
	);
	const methods = packNodes[node.type].webhookMethods?.default;
	if (!methods) throw new Error(`${node.type} has no webhook lifecycle`);
	const result = await methods[hook].call(context);
	return {
		result,
		staticData: workflow.staticData as IDataObject,
		webhookUrl: context.getNodeWebhookUrl('default'),
	};
}

/** n8n's activation: checkExists, then create when it answers false. */
export async function activate(setup: WebhookSetup, staticData: IDataObject = {}) {
	const checked = await runHook(setup, 'checkExists', staticData);
	if (checked.result) return checked.staticData;
	return (await runHook(setup, 'create', checked.staticData)).staticData;
}

export interface Delivery {
	body: unknown;
	/** Defaults to JSON.stringify(body): what the sender signed; null: none kept (as n8n for multipart bodies) */
	rawBody?: Buffer | string | null;
	/** A repeated header may be an array; undefined drops the default content-type */
	headers?: Record<string, string | string[] | undefined>;
	query?: IDataObject;
}

/** Feeds one delivery to the trigger's webhook(). */
export async function deliver(
	setup: WebhookSetup,
	delivery: Delivery,
	staticData: IDataObject = {},
) {
	const { node, workflow, additionalData, webhookData } = prepare(
		setup,
		staticData,
		setup.workflowId ?? `delivery-${++deliveries}`,
	);
	const raw = delivery.rawBody === undefined ? JSON.stringify(delivery.body) : delivery.rawBody;
	const headers = Object.fromEntries(
		Object.entries(delivery.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
	);
	additionalData.httpRequest = {
		method: 'POST',
		body: delivery.body,
		rawBody: raw === null || Buffer.isBuffer(raw) ? (raw ?? undefined) : Buffer.from(raw),
		headers: { 'content-type': 'application/json', ...headers },
		query: delivery.query ?? {},
		params: {},
	};
	const response = fakeResponse();
	additionalData.httpResponse = response;
	const context = new WebhookContext(
		workflow,
		node,
		additionalData,
		'webhook',
		webhookData,
		[],
		null,
	);
	const result = await packNodes[node.type].webhook!.call(context);
	return {
		/** What the sender saw: the status the node set, else 200 */
		status: response.statusCode,
		responseBody: response.sent,
		/** Items the delivery starts an execution with (empty: no execution) */
		items: result.workflowData?.[0] ?? [],
		/** What webhook() returned to start an execution with; undefined: none */
		workflowData: result.workflowData,
		noWebhookResponse: result.noWebhookResponse ?? false,
		staticData: workflow.staticData as IDataObject,
	};
}

function fakeResponse() {
	const response = {
		statusCode: 200,
		sent: undefined as unknown,
		headers: {} as Record<string, string>,
		headersSent: false,
		status(code: number) {
			response.statusCode = code;
			return response;
		},
		setHeader(name: string, value: string) {
			response.headers[name.toLowerCase()] = value;
			return response;
		},
		json(body: unknown) {
			response.sent = body;
			response.headersSent = true;
			return response;
		},
		send(body?: unknown) {
			response.sent = body;
			response.headersSent = true;
			return response;
		},
		end(body?: unknown) {
			response.sent = body ?? response.sent;
			response.headersSent = true;
			return response;
		},
	};
	return response;
}
