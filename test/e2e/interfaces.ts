import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import type { Workflow } from '../../scripts/n8nClient';
import { PACKAGE } from '../../scripts/stack';
import { sandboxInterfaces } from '../sandbox';
import type { LoggedRequest } from '../sandbox/server';
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
	/** The sandbox route (as endpoints.tsv writes it) that registers a webhook */
	registration: { method: string; route: string };
	/** Where a registration body keeps the URL (default `url`) */
	registeredUrl?(body: Json): string;
	/** URLs of the webhooks the remote side holds now */
	remoteWebhookUrls(sandbox: SandboxClient): Promise<string[]>;
	/** An event as the remote side would deliver it to the webhook that `registrationBody` created, signed */
	delivery(registrationBody: Json): { body: string; headers: Record<string, string> };
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

export const FIXTURES: InterfaceFixture[] = [workspaceCrm];

const nodeType = (name: string) => `${PACKAGE}.${name}`;
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
	return { name: `${fixture.slug}: create, read, update, delete`, nodes, connections };
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
	const workflow: Workflow = { name: `${fixture.slug}: ${trigger.node}`, nodes: [node], connections: {} };
	return { workflow, webhookId };
}
