import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import { eventually } from '../harness/n8nClient';
import { e2eEnv } from './env';
import { allToolsShown, asSeen, mcpServerWorkflow, toolCredentials } from './tools';
import { TOOLS, secondRecord, toolName } from './toolFixtures';

/**
 * n8n's MCP Server Trigger with every action node of the pack attached as a tool, published in
 * the real n8n, and a real MCP client (the official TypeScript SDK over Streamable HTTP): it
 * lists the tools with their names, descriptions and input schemas and calls one per interface;
 * the sandbox receives exactly the request of the arguments.
 */

const { n8n, sandbox, n8nUrl } = e2eEnv();
type Json = Record<string, any>;

const PATH = 'e2e-bizops-mcp';
let workflowId = '';
let client: Client;

beforeAll(async () => {
	const credentials = await toolCredentials(n8n, sandbox, 'MCP');
	const workflow = await n8n.createWorkflow(mcpServerWorkflow(credentials, PATH));
	workflowId = workflow.id;
	await n8n.publish(workflowId);
	// n8n serves a published workflow's endpoints a moment after answering the publish.
	client = await eventually('the MCP server answers', 30, async () => {
		const candidate = new Client({ name: 'bizops-e2e', version: '1.0.0' });
		try {
			await candidate.connect(new StreamableHTTPClientTransport(new URL(`${n8nUrl}/mcp/${PATH}`)));
			return candidate;
		} catch (error) {
			if (/404/.test(String((error as Error).message))) return undefined;
			throw error;
		}
	});
});

afterAll(async () => {
	await client?.close();
	if (workflowId) await n8n.unpublish(workflowId);
});

test('the client lists every BizOps tool with its name, the operation as description and an input schema with every argument described and required', async () => {
	const { tools } = await client.listTools();
	const listed = tools.map((tool) => ({ ...tool, schema: tool.inputSchema as Json }));
	expect(asSeen(listed)).toEqual(allToolsShown());
});

describe.each(TOOLS.map((tool) => [tool.slug, secondRecord(tool)] as const))('%s', (slug, tool) => {
	test(`the client calls "${tool.name}": the service receives exactly the request of the arguments, the client the record`, async () => {
		const before = (await sandbox.log(slug)).length;
		const result = (await client.callTool({
			name: toolName(tool.name),
			arguments: tool.args,
		})) as {
			isError?: boolean;
			content: Array<{ type: string; text?: string }>;
		};
		const text = result.content.map((part) => part.text ?? '').join('');
		if (result.isError) throw new Error(`the tool answered an error: ${text}`);
		expect(text).toMatch(/\S/);
		const requests = (await sandbox.log(slug))
			.slice(before)
			.filter((r) => r.method !== 'GET')
			.map((r) => [{ method: r.method, route: r.route, body: r.body }, r.status < 300]);
		expect(requests).toEqual([[tool.request, true]]);
	});
});
