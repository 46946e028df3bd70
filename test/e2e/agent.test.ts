import { TOOL_LIST_LIMIT } from '../../nodes/shared/parameters';
import { callWebhook } from '../harness/n8nClient';
import type { Script, ScriptStep } from '../ai/scriptedModel';
import { ScriptedModel } from '../ai/scriptedModel';
import { workspaceCrm } from '../../nodes/WorkspaceCrm/api';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';
import { invoiceBody } from '../invoicing/helpers';
import { INVOICING_TOKENS } from '../sandbox/invoicing';
import { e2eEnv } from './env';
import type { ToolFixture } from './toolFixtures';
import { allToolsShown, asSeen, assistantWorkflow, toolCredentials } from './tools';
import { DOWNLOAD_TOOLS, LIST_TOOL, TOOLS, UPDATE_TOOL, toolName } from './toolFixtures';

/**
 * n8n's AI Agent with the OpenAI Chat Model, pointed at a scripted model, and every action node
 * of the pack as a tool (`<node>Tool`, arguments through `$fromAI`), in the real n8n: the model
 * is offered each tool with its description and argument schema, its calls reach the sandbox as
 * exactly the request the arguments describe, and what the tool answers (a record, a refused
 * argument, an API error) reaches the model, which goes on.
 */

const { n8n, sandbox, n8nUrl } = e2eEnv();
type Json = Record<string, any>;

const model = new ScriptedModel();
const PATH = 'e2e-agent';
let workflowId = '';

beforeAll(async () => {
	await model.start();
	const credentials = await toolCredentials(n8n, sandbox, 'agent');
	const openAi = await n8n.createCredential({
		name: 'Scripted model',
		type: 'openAiApi',
		data: { apiKey: 'sk-scripted', url: model.url, header: false },
	});
	const workflow = await n8n.createWorkflow(
		assistantWorkflow(
			credentials,
			{ webhookPath: PATH },
			// Each test's script answers under a model name of its own, sent with the prompt.
			{ credential: openAi, name: '={{ $json.body.model }}' },
		),
	);
	workflowId = workflow.id;
	await n8n.publish(workflowId);
});

afterAll(async () => {
	if (workflowId) await n8n.unpublish(workflowId);
	await model.stop();
});

/** Runs the agent on one prompt with the script; returns the agent's output. */
async function ask(script: Script, prompt: string) {
	const response = await callWebhook(`${n8nUrl}/webhook/${PATH}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ prompt, model: script.model }),
	});
	const text = await response.text();
	if (response.status !== 200) {
		const [last] = await n8n.executions(workflowId);
		const error = last?.data?.resultData?.error as Json | undefined;
		throw new Error(
			`the agent's run answered ${response.status}: ${text}; its execution ${last?.id}: ${error?.message} ${error?.description ?? ''} (node ${error?.node?.name})`,
		);
	}
	return (JSON.parse(text) as Json).output as string;
}

/** The requests the interface received since `before`, as method, route, body and status. */
async function received(slug: string, before: number) {
	return (await sandbox.log(slug))
		.slice(before)
		.map((r) => ({ method: r.method, route: r.route, body: r.body, status: r.status }));
}

const writes = <T extends { method: string }>(requests: T[]) =>
	requests.filter((r) => r.method !== 'GET');

/** The one item a successful tool call answers the model with (n8n sends a tool's items as a JSON list). */
function resultItem(text: string): Json {
	const items = JSON.parse(text) as Json[];
	if (!Array.isArray(items) || items.length !== 1)
		throw new Error(`the tool answered ${text.slice(0, 300)}`);
	if ('error' in items[0]) throw new Error(`the tool failed: ${String(items[0].error)}`);
	return items[0];
}

/**
 * The text of a tool's error as the model reads it. n8n 2.x hands the model the error's message
 * (`[{ error }]`, its details included); n8n 1.x, where the tool node continues on error (see
 * toolNodeSettings in scripts/n8n/toolchain.ts), the node's error item (`[{ error, description }]`).
 */
function toolError(text: string) {
	const items = JSON.parse(text) as Json[];
	expect(items).toHaveLength(1);
	const [{ error, description }] = items;
	return description === undefined ? String(error) : `${error}\n\nDetails: ${description}`;
}

/** A script that calls one tool, checks the record's id in its result and answers with it. */
function createScript(tool: ToolFixture, idKey: string) {
	let id = '';
	const steps: ScriptStep[] = [
		{ call: { tool: toolName(tool.name), args: tool.args } },
		{
			check: ({ toolResults }) => {
				expect(toolResults).toHaveLength(1);
				id = String(resultItem(toolResults[0])[idKey] ?? '');
				if (!id) throw new Error(`no ${idKey} in the tool's result ${toolResults[0]}`);
			},
			answer: () => `Done, the new record is ${id}.`,
		},
	];
	return { script: model.script(steps), id: () => id };
}

test('the model is offered every BizOps tool: its name, the operation as description, every argument described and required', async () => {
	const script = model.script([{ answer: 'Nothing to do.' }]);
	expect(await ask(script, 'Which tools do you have?')).toBe('Nothing to do.');
	const offered = script.offered().map((tool) => ({ ...tool, schema: tool.parameters }));
	expect(asSeen(offered)).toEqual(allToolsShown());
});

describe.each(TOOLS.map((tool) => [tool.slug, tool] as const))('%s', (slug, tool) => {
	test(`the agent calls "${tool.name}": the service receives exactly the request of the arguments, the model the record's id, the agent's output the answer`, async () => {
		const before = (await sandbox.log(slug)).length;
		const { script, id } = createScript(tool, tool.idKey ?? 'id');
		const output = await ask(script, `Please: ${tool.name}`);
		expect(script.failures).toEqual([]);
		expect(output).toBe(`Done, the new record is ${id()}.`);
		const requests = writes(await received(slug, before));
		expect(requests.map(({ status, ...request }) => [request, status < 300])).toEqual([
			[tool.request, true],
		]);
	});
});

const payments = TOOLS.find((tool) => tool.slug === 'payments')!;

test('an argument that breaks a documented rule reaches the model as text naming the field and the rule and that nothing was sent, nothing is sent, and the agent goes on', async () => {
	const before = (await sandbox.log('payments')).length;
	const refused: string[] = [];
	const script = model.script([
		{ call: { tool: toolName(payments.name), args: { ...payments.args, amount: 0 } } },
		{
			check: ({ toolResults }) => refused.push(...toolResults),
			call: { tool: toolName(payments.name), args: payments.args },
		},
		{
			check: ({ toolResults }) => resultItem(toolResults[0]),
			answer: 'The link for 12.50 is ready.',
		},
	]);
	expect(await ask(script, 'Make a payment link for nothing, then for 12.50')).toBe(
		'The link for 12.50 is ready.',
	);
	expect(script.failures).toEqual([]);
	expect(refused).toHaveLength(1);
	// The rule in the message, what to do in its details (n8n passes the model the message alone).
	expect(toolError(refused[0])).toBe(
		'Amount: must be a whole number from 1 to 1000000 (item 0)\n\nDetails: Correct "Amount" in item 0; nothing was sent to the API.',
	);
	expect(writes(await received('payments', before))).toEqual([
		{ ...payments.request, status: 201 },
	]);
});

const crmAuth = { authorization: `Bearer ${WORKSPACE_CRM_TOKENS.full}` };
const contact = async (body: Json) => {
	const response = await sandbox.request('workspace_crm', 'POST', '/contacts', {
		headers: crmAuth,
		body,
	});
	expect(response.status).toBe(201);
	return response.body as Json;
};
const readContact = async (id: string) =>
	(await sandbox.request('workspace_crm', 'GET', `/contacts/${id}`, { headers: crmAuth })).body;

test("an API error reaches the model as text with the service's status, code and message and what to do, and the agent goes on", async () => {
	const before = (await sandbox.log('workspace_crm')).length;
	const answered: string[] = [];
	const script = model.script([
		{
			call: {
				tool: toolName(UPDATE_TOOL.name),
				args: { contactId: 'ct_missing', lastName: 'King' },
			},
		},
		{
			check: ({ toolResults }) => answered.push(...toolResults),
			answer: 'There is no such contact.',
		},
	]);
	expect(await ask(script, 'Rename contact ct_missing to King')).toBe('There is no such contact.');
	expect(script.failures).toEqual([]);
	expect(answered).toHaveLength(1);
	const error = toolError(answered[0]);
	expect(error).toMatch(/^Workspace CRM answered 404 \w+: .+\n\nDetails: /);
	expect(error).toContain(workspaceCrm.hints!['404']);
	expect(writes(await received('workspace_crm', before))).toEqual([
		{ method: 'PUT', route: '/contacts/{id}', body: { lastName: 'King' }, status: 404 },
	]);
});

test('a call touches only the record it names: the other records are not sent nor changed', async () => {
	const [chosen, other] = [
		await contact({ firstName: 'Chosen', lastName: 'One' }),
		await contact({ firstName: 'Other', lastName: 'One' }),
	];
	const before = (await sandbox.log('workspace_crm')).length;
	const script = model.script([
		{
			call: { tool: toolName(UPDATE_TOOL.name), args: { contactId: chosen.id, lastName: 'King' } },
		},
		{
			check: ({ toolResults }) => expect(resultItem(toolResults[0]).id).toBe(chosen.id),
			answer: 'Renamed.',
		},
	]);
	expect(await ask(script, `Rename contact ${chosen.id} to King`)).toBe('Renamed.');
	expect(script.failures).toEqual([]);
	expect(writes(await received('workspace_crm', before))).toEqual([
		{ method: 'PUT', route: '/contacts/{id}', body: { lastName: 'King' }, status: 200 },
	]);
	expect([(await readContact(chosen.id))?.lastName, await readContact(other.id)]).toEqual([
		'King',
		other,
	]);
});

test('a download used as a tool gives the model the text of a text file, and of any other file its name, type, size and where it is', async () => {
	const invoice = await sandbox.request('invoicing', 'POST', '/invoices', {
		headers: { authorization: `Bearer ${INVOICING_TOKENS.full}` },
		body: invoiceBody(),
	});
	expect(invoice.status).toBe(201);
	const { id, uuid } = invoice.body!.data as Json;
	const [xml, pdf] = DOWNLOAD_TOOLS;
	const seen: Json[] = [];
	const script = model.script([
		{
			call: [
				{ tool: toolName(xml.name), args: { invoiceId: id } },
				{ tool: toolName(pdf.name), args: { invoiceId: id } },
			],
		},
		{
			check: ({ toolResults }) => seen.push(...toolResults.map(resultItem)),
			answer: 'Here is the invoice.',
		},
	]);
	expect(await ask(script, `Show me invoice ${id}`)).toBe('Here is the invoice.');
	expect(script.failures).toEqual([]);
	// (the two calls run side by side: their results may come in either order)
	expect(seen.map((item) => item.mimeType ?? item).sort()).toEqual([
		'application/pdf',
		'application/xml',
	]);
	const [asText, asFile] = ['application/xml', 'application/pdf'].map(
		(type) => seen.find((item) => item.mimeType === type) ?? {},
	);
	expect([asText.id, asText.mimeType, asText.text]).toEqual([
		id,
		'application/xml',
		expect.stringContaining(uuid),
	]);
	expect(asText.text).toMatch(/^<\?xml/);
	expect(asFile).toEqual({
		id,
		fileName: asFile.fileName,
		mimeType: 'application/pdf',
		fileSize: expect.any(String),
		note: expect.stringMatching(
			/^The file itself \(application\/pdf, \d+ bytes\) is in the workflow's binary data/,
		),
	});
});

test(`a Get Many used as a tool reads ${TOOL_LIST_LIMIT} records by default, a page the model's context holds`, async () => {
	for (let n = 1; n <= TOOL_LIST_LIMIT + 2; n++)
		await contact({ firstName: `Person ${n}`, lastName: LIST_TOOL.args.search });
	const before = (await sandbox.log('workspace_crm')).length;
	const read: Json[][] = [];
	const script = model.script([
		{ call: { tool: toolName(LIST_TOOL.name), args: LIST_TOOL.args } },
		{
			check: ({ toolResults }) => read.push(...toolResults.map((text) => JSON.parse(text))),
			answer: 'Found them.',
		},
	]);
	expect(await ask(script, 'Find the contacts named Listed')).toBe('Found them.');
	expect(script.failures).toEqual([]);
	expect(read.map((items) => items.length)).toEqual([TOOL_LIST_LIMIT]);
	expect(
		(await sandbox.log('workspace_crm')).slice(before).map((r) => [r.method, r.route, r.query]),
	).toEqual([
		['GET', '/contacts', { limit: String(TOOL_LIST_LIMIT), search: LIST_TOOL.args.search }],
	]);
});
