import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';

import { generateWorkflowCode } from '@n8n/workflow-sdk';
import type { WorkflowJSON } from '@n8n/workflow-sdk';
import type { INodeProperties, INodeType } from 'n8n-workflow';

import { eventually } from '../harness/n8nClient';
import { freePort, startSandbox, stopChild } from '../../scripts/n8n/stack';
import { ensureToolchain } from '../../scripts/n8n/toolchain';
import { ARTIFACTS, e2eEnv } from './env';
import { callTool, connectInstanceMcp, formChecks, formNodes } from './instanceMcp';
import { SandboxClient, sandboxCredentials } from './interfaces';
import { loadTemplates } from './templates';

/**
 * n8n's own MCP server, with the all-in-one installed from its tarball, driven by the official MCP
 * SDK client as an AI client drives it (scripted, no model; issue 45): it finds every node, gives
 * every node's types, lists real records for every picker of every node, takes every template as
 * SDK code and gives it back the same, and creates and runs a workflow written from the types
 * alone. The offline validation with the definitions the package ships refuses what a model made
 * up; n8n's own check does not yet (the test says when it starts to). The per-service packages
 * get the same checks in test/packages/installed.test.ts.
 * The pickers list the demo's data set: a sandbox of this file's own, seeded as `npm start` seeds it.
 */

const { n8n } = e2eEnv();
type Json = Record<string, any>;
type Credentials = Record<string, { id: string; name: string }>;

let client: Client;
let sandbox: SandboxClient;
let sandboxProcess: ChildProcess | undefined;
const credentials: Credentials = {};

const nodes = formNodes('all-in-one');

beforeAll(async () => {
	const started = await startSandbox(
		path.join(ARTIFACTS, 'instance-mcp'),
		await freePort(),
		path.join(ARTIFACTS, 'instance-mcp-sandbox.log'),
		{ seed: true },
	);
	sandboxProcess = started.sandbox;
	sandbox = new SandboxClient(started.sandboxUrl);
	Object.assign(credentials, await sandboxCredentials(n8n, sandbox, ' (instance MCP)'));
	client = await connectInstanceMcp(n8n);
}, 120_000);

afterAll(async () => {
	await client?.close();
	if (sandboxProcess) await stopChild(sandboxProcess);
});

test('search_nodes finds each of the 24 nodes by its display name; get_node_types answers for every node and the Tool variant of every action node (every resource, operation and parameter named, the search hint shown); every template as SDK code is valid for validate_workflow and comes back from create_workflow_from_code with the same nodes, parameters and connections and a credential of the pack on every node of the pack', async () => {
	const { counts, actual, expected } = await formChecks(client, n8n, 'all-in-one');
	console.log(`[instance MCP] all-in-one: ${JSON.stringify(counts)}`);
	expect(counts).toEqual({ nodes: 24, types: 24 + 13, templates: expect.any(Number) });
	expect(counts.templates).toBeGreaterThanOrEqual(10);
	expect(actual).toEqual(expected);
});

// --- explore_node_resources: every listSearch and loadOptions method of every node ---

interface Picker {
	/** Where the parameter sits, e.g. ['additionalFields', 'addressCountryId']; `name[]` is a list of groups */
	path: string[];
	resourceLocator: boolean;
	/** The resource and operation that show it (top-level displayOptions) */
	show: Json;
}

/** The parameters that list something, with the method that lists them. */
function pickers(properties: INodeProperties[], path: string[] = [], show?: Json) {
	const found: Array<[string, Picker]> = [];
	for (const property of properties) {
		const here = [...path, property.name];
		const shownBy = show ?? (property.displayOptions?.show as Json | undefined) ?? {};
		const method = property.typeOptions?.loadOptionsMethod;
		if (method) found.push([method, { path: here, resourceLocator: false, show: shownBy }]);
		for (const mode of property.modes ?? [])
			if (mode.typeOptions?.searchListMethod)
				found.push([
					mode.typeOptions.searchListMethod,
					{ path: here, resourceLocator: true, show: shownBy },
				]);
		if (property.type === 'collection')
			found.push(...pickers(property.options as INodeProperties[], here, shownBy));
		if (property.type === 'fixedCollection') {
			const list = property.typeOptions?.multipleValues ? '[]' : '';
			for (const group of property.options as Array<{ name: string; values: INodeProperties[] }>)
				found.push(...pickers(group.values, [...here, `${group.name}${list}`], shownBy));
		}
	}
	return found;
}

/** A node's parameters as the editor holds them with the values `chosen` (by method) in their pickers, for the resource and operation of `show`. */
function chosenParameters(all: Array<[string, Picker]>, chosen: Map<string, string>, show: Json) {
	const parameters: Json = Object.fromEntries(
		Object.entries(show)
			.filter(([key]) => key === 'resource' || key === 'operation')
			.map(([key, values]) => [key, (values as string[])[0]]),
	);
	for (const [method, picker] of all) {
		const value = chosen.get(method);
		if (value === undefined) continue;
		let at = parameters;
		for (const key of picker.path.slice(0, -1))
			at = key.endsWith('[]') ? (at[key.slice(0, -2)] ??= [{}])[0] : (at[key] ??= {});
		at[picker.path.at(-1)!] = picker.resourceLocator ? { __rl: true, mode: 'list', value } : value;
	}
	return parameters;
}

const methodsOf = (node: INodeType) => [
	...Object.keys(node.methods?.listSearch ?? {}).map((m) => [m, 'listSearch'] as const),
	...Object.keys(node.methods?.loadOptions ?? {}).map((m) => [m, 'loadOptions'] as const),
];

/** What explore_node_resources listed, by node type and method (the from-scratch workflow takes its IDs from here). */
const explored = new Map<string, Json[]>();

/** Every method of a node through explore_node_resources, as a model picks: a method that lists nothing is asked again with each value the other methods listed (a pipeline's stages need a pipeline, a form's responses a form that has some). */
async function exploreNode(type: string, node: INodeType) {
	const all = pickers(node.description.properties);
	const credentialType = node.description.credentials![0].name;
	const chosen = new Map<string, string>();
	const listed = new Map<string, Json[]>();
	const explore = async (method: string, methodType: string, values: Map<string, string>) => {
		const show = all.find(([name]) => name === method)?.[1].show ?? {};
		const { structured } = await callTool(client, 'explore_node_resources', {
			nodeType: type,
			version: 1,
			methodName: method,
			methodType,
			credentialType,
			credentialId: credentials[credentialType].id,
			currentNodeParameters: chosenParameters(all, values, show),
		});
		const results = (structured.results ?? []) as Json[];
		if (results.length) {
			listed.set(method, results);
			for (const [name, value] of values) chosen.set(name, value);
			chosen.set(method, String(results[0].value));
		}
		return results.length > 0;
	};
	const methods = methodsOf(node);
	for (const [method, methodType] of methods) await explore(method, methodType, chosen);
	for (const [method, methodType] of methods.filter(([m]) => !listed.has(m)))
		search: for (const [other, results] of [...listed])
			for (const option of results.slice(0, 5))
				if (await explore(method, methodType, new Map([...chosen, [other, String(option.value)]])))
					break search;
	for (const [method, results] of listed) explored.set(`${type} ${method}`, results);
	return methods.map(([method]) => [type, method, listed.get(method)?.length ?? 0] as const);
}

test('explore_node_resources lists real records from the sandbox for every listSearch and loadOptions method of every node, with the credential the demo makes', async () => {
	const counts = [];
	for (const { type, node } of nodes) counts.push(...(await exploreNode(type, node)));
	console.log(
		`[instance MCP] explore_node_resources, results per method:\n${counts.map((c) => c.join(' ')).join('\n')}`,
	);
	expect(counts.length).toBeGreaterThanOrEqual(50);
	expect(counts.filter(([, , count]) => count === 0)).toEqual([]);
});

// --- A workflow written from the types ---

const explorerValue = (key: string) => {
	const results = explored.get(key);
	if (!results?.length) throw new Error(`explore_node_resources gave nothing for ${key}`);
	return String(results[0].value);
};

test('a workflow written from the types alone (a won deal becomes an invoice, sent by chat) is validated, created and executed through the MCP server: green, and the sandbox holds the records', async () => {
	const deal = explorerValue('n8n-nodes-bizops.salesCrm searchDeals');
	const client_ = explorerValue('n8n-nodes-bizops.invoicing searchClients');
	const clientName = String(explored.get('n8n-nodes-bizops.invoicing searchClients')![0].name);
	const conversation = explorerValue('n8n-nodes-bizops.chat searchConversations');
	const credential = (type: string) =>
		`newCredential(${JSON.stringify(credentials[type].name)}, ${JSON.stringify(credentials[type].id)})`;
	// As a model writes it from get_node_types, with the IDs explore_node_resources gave.
	const code = `
const start = trigger({ type: 'n8n-nodes-base.manualTrigger', version: 1, config: { name: 'Start' } });

const markWon = node({
  type: 'n8n-nodes-bizops.salesCrm',
  version: 1,
  config: {
    name: 'Mark Deal Won',
    parameters: { resource: 'deal', operation: 'won', dealId: { __rl: true, mode: 'list', value: '${deal}' }, additionalFields: { final_value: 11600, reason: 'Signed by the client' } },
    credentials: { bizOpsSalesCrmApi: ${credential('bizOpsSalesCrmApi')} },
  },
});

const getClient = node({
  type: 'n8n-nodes-bizops.invoicing',
  version: 1,
  config: {
    name: 'Get Client',
    parameters: { resource: 'client', operation: 'get', clientId: { __rl: true, mode: 'list', value: '${client_}' }, simplify: false },
    credentials: { bizOpsInvoicingApi: ${credential('bizOpsInvoicingApi')} },
  },
});

const createInvoice = node({
  type: 'n8n-nodes-bizops.invoicing',
  version: 1,
  config: {
    name: 'Create Invoice',
    parameters: {
      resource: 'invoice',
      operation: 'create',
      type: 'I',
      receptor_rfc: expr('{{ $json.rfc }}'),
      receptor_nombre: expr('{{ $json.nombre }}'),
      receptor_regimen_fiscal: expr('{{ $json.regimen_fiscal }}'),
      receptor_domicilio_fiscal: expr('{{ $json.domicilio_fiscal }}'),
      receptor_uso_cfdi: 'G03',
      conceptosInput: 'list',
      conceptos: { concepto: [{ descripcion: expr("{{ $('Mark Deal Won').item.json.name }}"), cantidad: 1, valor_unitario: 10000, clave_prod_serv: '84111506', clave_unidad: 'E48', objeto_imp: '02', iva: '0.16' }] },
      metodo_pago: 'PUE',
      forma_pago: '03',
      moneda: 'MXN',
    },
    credentials: { bizOpsInvoicingApi: ${credential('bizOpsInvoicingApi')} },
  },
});

const sendByChat = node({
  type: 'n8n-nodes-bizops.chat',
  version: 1,
  config: {
    name: 'Send by Chat',
    parameters: { resource: 'message', operation: 'send', conversationId: { __rl: true, mode: 'list', value: '${conversation}' }, content: expr("Deal won: invoice {{ $json.serie }}-{{ $json.folio }} for {{ $json.total }} MXN is on its way.") },
    credentials: { bizOpsChatApi: ${credential('bizOpsChatApi')} },
  },
});

export default workflow('won-deal-invoice', 'Won deal → CFDI invoice → chat message')
  .add(start)
  .to(markWon)
  .to(getClient)
  .to(createInvoice)
  .to(sendByChat);
`;
	const validated = await callTool(client, 'validate_workflow', { code });
	expect(validated.structured.valid).toBe(true);
	const made = await callTool(client, 'create_workflow_from_code', {
		code,
		versionName: 'Won deal to invoice and chat',
	});
	const workflowId = String(made.structured.workflowId);
	const before = await writes();
	const run = await callTool(client, 'execute_workflow', { workflowId, executionMode: 'manual' });
	expect(run.structured.status).toBe('started');
	const execution = await eventually('the execution finishes', 90, async () => {
		const { structured } = await callTool(client, 'get_workflow_execution', {
			workflowId,
			executionId: String(run.structured.executionId),
		});
		const status = structured.execution?.status as string | undefined;
		return status && !['new', 'running', 'waiting'].includes(status) ? structured : undefined;
	});
	if (execution.execution.status !== 'success') {
		const { text } = await callTool(client, 'get_workflow_execution', {
			workflowId,
			executionId: String(run.structured.executionId),
			includeData: true,
		});
		throw new Error(`the execution ended ${execution.execution.status}: ${text.slice(0, 2000)}`);
	}
	const after = (await writes()).slice(before.length);
	console.log(`[instance MCP] the from-scratch workflow wrote: ${JSON.stringify(after)}`);
	expect(after).toEqual([
		[
			'sales_crm',
			'POST',
			`/deals/${deal}/won`,
			200,
			expect.objectContaining({ final_value: 11600 }),
		],
		[
			'invoicing',
			'POST',
			'/invoices',
			201,
			// The client's RFC, as the picker named it ("name · RFC"), read by Get Client into the invoice
			expect.objectContaining({
				receptor: expect.objectContaining({ rfc: clientName.split(' · ')[1] }),
			}),
		],
		[
			'chat',
			'POST',
			expect.stringMatching(`/conversations/${conversation}/messages$`),
			200,
			expect.objectContaining({
				content: expect.stringMatching(/^Deal won: invoice \S+-\S+ for [\d.]+ MXN/),
			}),
		],
	]);
});

/** The writes the sandbox answered, in order: slug, method, path, status and body. */
async function writes() {
	const log = [];
	for (const slug of ['sales_crm', 'invoicing', 'chat'])
		for (const r of await sandbox.log(slug))
			if (r.method !== 'GET') log.push([slug, r.method, r.path, r.status, r.body] as const);
	return log;
}

// --- Catching a model's mistakes ---

const toolchain = ensureToolchain();
const installed = path.join(ARTIFACTS, 'n8n/.n8n/nodes/node_modules/n8n-nodes-bizops');

/** The SDK's own command line, as a user runs it on a workflow file, against the definitions installed with the package. */
async function offlineCheck(file: string, code: string) {
	const dir = path.join(ARTIFACTS, 'instance-mcp-offline');
	mkdirSync(dir, { recursive: true });
	writeFileSync(
		path.join(dir, file),
		`import { workflow, node, trigger, sticky, newCredential, expr } from '@n8n/workflow-sdk';\n${code}`,
	);
	const sdk = path.dirname(require.resolve('@n8n/workflow-sdk/package.json'));
	const definitions = path.join(installed, 'dist/node-definitions');
	const args = [path.join(sdk, 'dist/cli/index.js'), 'validate', path.join(dir, file)];
	const { stdout, exit } = await promisify(execFile)(toolchain.node, [
		...args,
		'--json',
		'--node-types',
		definitions,
	]).then(
		({ stdout }) => ({ stdout, exit: 0 }),
		(error: { stdout: string; code: number }) => ({ stdout: error.stdout, exit: error.code }),
	);
	const report = JSON.parse(stdout || '{}') as { ok?: boolean; blocking?: Json[] };
	return { exit, ok: report.ok, blocking: (report.blocking ?? []).map((b) => String(b.message)) };
}

test("the SDK's offline check with the installed package's definitions accepts a template and refuses a made-up parameter and a made-up option value; n8n's validate_node_config does not check community nodes yet", async () => {
	const template = loadTemplates().find(
		(t) => t.file === 'deal-won-to-subscription-and-payment-link',
	)!;
	const code = generateWorkflowCode(template.workflow as unknown as WorkflowJSON);
	const madeUpParameter = code.replace(
		"resource: 'customer', operation: 'create',",
		"resource: 'customer', operation: 'create', nickname: 'Ana',",
	);
	const madeUpValue = code.replace(
		"resource: 'customer', operation: 'create',",
		"resource: 'customer', operation: 'register',",
	);
	expect(new Set([code, madeUpParameter, madeUpValue]).size).toBe(3);
	const checks = [
		await offlineCheck('template.ts', code),
		await offlineCheck('made-up-parameter.ts', madeUpParameter),
		await offlineCheck('made-up-value.ts', madeUpValue),
	];
	console.log(`[instance MCP] the offline check: ${JSON.stringify(checks)}`);
	expect(checks).toEqual([
		{ exit: 0, ok: true, blocking: [] },
		{ exit: 1, ok: false, blocking: [expect.stringMatching(/Unknown field.*"nickname"/)] },
		{
			exit: 1,
			ok: false,
			blocking: [expect.stringMatching(/"parameters.operation": got "register"/)],
		},
	]);

	const { structured } = await callTool(client, 'validate_node_config', {
		nodes: [
			{ resource: 'customer', operation: 'create', nickname: 'Ana' },
			{ resource: 'customer', operation: 'register' },
		].map((parameters) => ({ type: 'n8n-nodes-bizops.billing', typeVersion: 1, parameters })),
	});
	console.log(`[instance MCP] n8n's validate_node_config on both: ${JSON.stringify(structured)}`);
	// n8n checks only the definitions of its own packages. When this fails, it checks community
	// nodes too: the limits of docs/ai-building.md then need updating.
	expect(structured.valid).toBe(true);
});
