import { generateWorkflowCode } from '@n8n/workflow-sdk';
import type { WorkflowJSON } from '@n8n/workflow-sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { INodeProperties, INodeType } from 'n8n-workflow';

import type { N8nClient } from '../harness/n8nClient';
import type { Packages } from '../../scripts/packaging/services';
import { perServiceCode } from '../../scripts/packaging/packages';
import { typeName } from '../../scripts/packaging/services';
import { packNodes } from '../harness/pack';
import type { Template } from './templates';
import { credentialTypeOf, loadTemplates } from './templates';

/**
 * n8n's own MCP server (Settings → MCP access; on in every n8n of the pack's stacks, see
 * scripts/stack.ts) as an AI client drives it, through the official MCP SDK client and no model:
 * what the end-to-end suite asks of it for each package form (issue 45).
 */

type Json = Record<string, any>;

/** Where n8n serves its instance MCP server */
export const mcpServerUrl = (n8nUrl: string) => `${n8nUrl}/mcp-server/http`;

/** A fresh MCP access token of the owner (n8n shows a token in full only when it makes one). */
export async function mcpToken(n8n: N8nClient) {
	return (await n8n.rest<{ apiKey: string }>('POST', '/mcp/api-key/rotate')).apiKey;
}

/** An MCP client connected to n8n's instance MCP server as the owner (with a new token: one client per n8n at a time). */
export async function connectInstanceMcp(n8n: N8nClient) {
	const client = new Client({ name: 'bizops-e2e-builder', version: '1.0.0' });
	await client.connect(
		new StreamableHTTPClientTransport(new URL(mcpServerUrl(n8n.baseUrl)), {
			requestInit: { headers: { Authorization: `Bearer ${await mcpToken(n8n)}` } },
		}),
	);
	return client;
}

/** Calls a tool; its text, and its structured answer when it gives one. A tool error throws. */
export async function callTool(client: Client, name: string, args: Json) {
	const result = (await client.callTool({ name, arguments: args })) as {
		isError?: boolean;
		content: Array<{ type: string; text?: string }>;
		structuredContent?: Json;
	};
	const text = result.content.map((part) => part.text ?? '').join('');
	if (result.isError) throw new Error(`${name} answered an error: ${text.slice(0, 800)}`);
	return { text, structured: result.structuredContent ?? {} };
}

/** The pack's 24 nodes under their type names in a package form, with their search hints as that form's build writes them. */
export const formNodes = (packages: Packages) =>
	Object.values(packNodes).map((node) => {
		const { searchHint } =
			(node.description as { builderHint?: { searchHint?: string } }).builderHint ?? {};
		return {
			type: typeName(node.description.name, packages),
			node,
			searchHint:
				searchHint && packages === 'per-service' ? perServiceCode(searchHint) : searchHint,
		};
	});

/** The node types whose display name, searched for, the search shows (among its results or their related nodes). */
async function foundByDisplayName(client: Client, nodes: Array<{ type: string; node: INodeType }>) {
	const found: string[] = [];
	for (const { type, node } of nodes) {
		const { text } = await callTool(client, 'search_nodes', {
			queries: [node.description.displayName],
		});
		if (text.includes(type)) found.push(type);
	}
	return found;
}

/** Every resource and operation value and every parameter name of a description, at any depth. */
function namesOf(properties: INodeProperties[]): string[] {
	return properties.flatMap((property) => [
		// A notice is text in the editor, no parameter: the types leave it out.
		...(property.type === 'notice' ? [] : [property.name]),
		...(['resource', 'operation'].includes(property.name)
			? (property.options ?? []).map((option) => String((option as { value: unknown }).value))
			: []),
		...(property.type === 'collection' ? namesOf(property.options as INodeProperties[]) : []),
		...(property.type === 'fixedCollection'
			? (property.options as Array<{ name: string; values: INodeProperties[] }>).flatMap(
					(group) => [group.name, ...namesOf(group.values)],
				)
			: []),
	]);
}

/**
 * What get_node_types answers for every node and the Tool variant of every action node: per type,
 * the names of the description it leaves out, whether it shows the node's search hint (when it
 * has one), and the error it gave instead, if any.
 */
async function nodeTypeAnswers(client: Client, nodes: ReturnType<typeof formNodes>) {
	const asked = nodes.flatMap((entry) => [
		entry,
		...(entry.node.description.usableAsTool ? [{ ...entry, type: `${entry.type}Tool` }] : []),
	]);
	const answers = [];
	for (const { type, node, searchHint } of asked) {
		const { text } = await callTool(client, 'get_node_types', { nodeIds: [{ nodeId: type }] });
		answers.push({
			type,
			missing: [...new Set(namesOf(node.description.properties))].filter(
				(name) => !text.includes(name),
			),
			hintShown: searchHint === undefined || text.includes(searchHint),
			error: /error|not found/i.test(text.slice(0, 200)) ? text.slice(0, 200) : undefined,
		});
	}
	return {
		answers,
		expected: asked.map(({ type }) => ({ type, missing: [], hintShown: true, error: undefined })),
	};
}

/** What the round trip keeps of a workflow: its nodes' names, types, versions and parameters (by name), and its connections. */
function roundTripShape(workflow: Json) {
	return {
		nodes: Object.fromEntries(
			(workflow.nodes as Json[]).map((node) => [
				node.name,
				{ type: node.type, typeVersion: node.typeVersion, parameters: node.parameters },
			]),
		),
		connections: workflow.connections,
	};
}

/**
 * A template as SDK code (the SDK's generateWorkflowCode), through validate_workflow and
 * create_workflow_from_code, read back through the public API: its shape, and the nodes of the
 * pack that got no credential of their type.
 */
async function roundTrip(client: Client, n8n: N8nClient, template: Template) {
	const code = generateWorkflowCode(template.workflow as unknown as WorkflowJSON);
	const validated = await callTool(client, 'validate_workflow', { code });
	const created = await callTool(client, 'create_workflow_from_code', {
		code,
		versionName: 'Round trip of the template',
	});
	const back = await n8n.api<Json>('GET', `/workflows/${String(created.structured.workflowId)}`);
	return {
		valid: validated.structured.valid as boolean,
		back: roundTripShape(back),
		withoutCredential: (back.nodes as Json[])
			.filter((node) => credentialTypeOf(node.type))
			.filter((node) => !node.credentials?.[credentialTypeOf(node.type)!]?.id)
			.map((node) => node.name),
	};
}

/**
 * What an AI client finds in a package form through the MCP server: the nodes search_nodes finds by
 * display name, get_node_types' answers for every node and Tool variant, and the round trip of
 * every template of `templatesDir` (the form's own); `actual` should equal `expected`.
 */
export async function formChecks(
	client: Client,
	n8n: N8nClient,
	packages: Packages,
	templatesDir?: string,
) {
	const nodes = formNodes(packages);
	const found = await foundByDisplayName(client, nodes);
	const types = await nodeTypeAnswers(client, nodes);
	const templates = loadTemplates(templatesDir);
	const trips = [];
	for (const template of templates) {
		const trip = await roundTrip(client, n8n, template);
		trips.push([template.file, trip.valid, trip.back, trip.withoutCredential]);
	}
	return {
		counts: { nodes: nodes.length, types: types.answers.length, templates: templates.length },
		actual: { found: found.sort(), types: types.answers, trips },
		expected: {
			found: nodes.map(({ type }) => type).sort(),
			types: types.expected,
			trips: templates.map((t) => [t.file, true, roundTripShape(t.workflow), []]),
		},
	};
}
