/**
 * The tools of toolFixtures.ts in workflows: their credentials, the AI Agent's and the MCP
 * server's workflows, and what a model sees of them.
 */
import { randomUUID } from 'node:crypto';

import type { N8nClient, Workflow } from '../harness/n8nClient';
import { PACKAGE } from '../../scripts/n8n/stack';
import { n8nRelease, selectedVersion } from '../../scripts/n8n/toolchain';
import { packNodes } from '../harness/pack';
import type { SandboxClient } from './interfaces';
import { FIXTURES } from './interfaces';
import type { ToolFixture } from './toolFixtures';
import { ALL_TOOLS, toolName } from './toolFixtures';

type Json = Record<string, any>;

type Credentials = Record<string, { id: string; name: string }>;

/** One credential per interface, pointing at the sandbox, by credential type. */
export async function toolCredentials(
	n8n: N8nClient,
	sandbox: SandboxClient,
	label: string,
): Promise<Credentials> {
	return Object.fromEntries(
		await Promise.all(
			FIXTURES.map(async (fixture) => [
				fixture.credential.type,
				await n8n.createCredential({
					name: `${fixture.credential.name} (${label})`,
					type: fixture.credential.type,
					data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
				}),
			]),
		),
	);
}

/**
 * What a model is shown of a tool: the name n8n makes of the node's name, the description it sets
 * automatically (the operation's action and the node's name) and the argument keys.
 */
export function toolShown(tool: ToolFixture) {
	const description = packNodes[`${PACKAGE}.${tool.node}`].description;
	const operations = description.properties.find(
		(p) =>
			p.name === 'operation' &&
			(p.displayOptions?.show?.resource as string[]).includes(tool.parameters.resource),
	)!;
	const option = (operations.options as Json[]).find((o) => o.value === tool.parameters.operation)!;
	const keys = [...JSON.stringify(tool.parameters).matchAll(/\$fromAI\('([^']+)'/g)].map(
		(m) => m[1],
	);
	return {
		name: toolName(tool.name),
		description: `${option.action} in ${description.defaults.name}`,
		arguments: [...new Set(keys)].sort(),
	};
}

/** Arguments of a tool's JSON schema without a description a model can act on (a few words at least). */
const undescribed = (schema: Json) =>
	Object.entries((schema.properties ?? {}) as Record<string, Json>)
		.filter(([, property]) => !/\w{3,}.*\w{3,}/.test(String(property.description ?? '')))
		.map(([key]) => key);

const byName = <T extends { name: string }>(tools: T[]) =>
	[...tools].sort((a, b) => a.name.localeCompare(b.name));

/** Tools as an agent offers them or an MCP server lists them (name, description, JSON schema), to compare with `ALL_TOOLS_SHOWN`. */
export const asSeen = (tools: Array<{ name: string; description?: string; schema: Json }>) =>
	byName(
		tools.map(({ name, description, schema }) => ({
			name,
			description,
			arguments: Object.keys(schema.properties ?? {}).sort(),
			required: [...((schema.required as string[] | undefined) ?? [])].sort(),
			undescribed: undescribed(schema),
		})),
	);

/** The tool nodes, each with its interface's credential (`credentials` by credential type). */
function toolNodes(credentials: Credentials, x: number) {
	return ALL_TOOLS.map((tool, i) => {
		const type = FIXTURES.find((f) => f.slug === tool.slug)!.credential.type;
		return {
			name: tool.name,
			type: `${PACKAGE}.${tool.node}Tool`,
			typeVersion: 1,
			position: [x + (i % 7) * 200, 260 + Math.floor(i / 7) * 180],
			parameters: tool.parameters,
			...(credentials[type] ? { credentials: { [type]: credentials[type] } } : {}),
			...n8nRelease(selectedVersion()).toolNodeSettings,
		};
	});
}

const toolConnections = (target: string) =>
	Object.fromEntries(
		ALL_TOOLS.map((tool) => [
			tool.name,
			{ ai_tool: [[{ node: target, type: 'ai_tool', index: 0 }]] },
		]),
	);

/**
 * An AI Agent with the OpenAI Chat Model and every BizOps tool. The suite starts it by a webhook
 * (the prompt and the model in the body); the demo by n8n's chat (the user picks the model and
 * the OpenAI credential).
 */
export function assistantWorkflow(
	credentials: Credentials,
	start: { webhookPath: string } | 'chat',
	model: { credential?: { id: string; name: string }; name: string },
): Workflow {
	const trigger =
		start === 'chat'
			? {
					name: 'When chat message received',
					type: '@n8n/n8n-nodes-langchain.chatTrigger',
					typeVersion: 1.3,
					webhookId: randomUUID(),
					parameters: { options: {} },
				}
			: {
					name: 'Ask',
					type: 'n8n-nodes-base.webhook',
					typeVersion: 2,
					webhookId: randomUUID(),
					parameters: { httpMethod: 'POST', path: start.webhookPath, responseMode: 'responseNode' },
				};
	const agent = {
		name: 'AI Agent',
		type: '@n8n/n8n-nodes-langchain.agent',
		typeVersion: n8nRelease(selectedVersion()).agentVersion,
		parameters:
			start === 'chat'
				? { options: {} }
				: { promptType: 'define', text: '={{ $json.body.prompt }}', options: {} },
	};
	const chatModel = {
		name: 'OpenAI Chat Model',
		type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
		typeVersion: 1.3,
		parameters: {
			model: { __rl: true, mode: 'id', value: model.name },
			// Chat completions with tool calls, which any OpenAI-compatible server speaks.
			responsesApiEnabled: false,
			options: {},
		},
		...(model.credential ? { credentials: { openAiApi: model.credential } } : {}),
	};
	// The agent's answer as the webhook's: the last node n8n ran may be a tool, without items.
	const answer = {
		name: 'Answer',
		type: 'n8n-nodes-base.respondToWebhook',
		typeVersion: 1.1,
		parameters: {},
	};
	const nodes = [
		{ ...trigger, position: [0, 0] },
		{ ...agent, position: [260, 0] },
		...(start === 'chat' ? [] : [{ ...answer, position: [560, 0] }]),
		{ ...chatModel, position: [100, 260] },
		...toolNodes(credentials, 300),
	];
	return {
		name: 'BizOps assistant',
		// The agent resumes after the tools it asked for only in n8n's current execution order.
		settings: { executionOrder: 'v1' },
		nodes,
		connections: {
			[trigger.name]: { main: [[{ node: agent.name, type: 'main', index: 0 }]] },
			...(start === 'chat'
				? {}
				: { [agent.name]: { main: [[{ node: answer.name, type: 'main', index: 0 }]] } }),
			[chatModel.name]: {
				ai_languageModel: [[{ node: agent.name, type: 'ai_languageModel', index: 0 }]],
			},
			...toolConnections(agent.name),
		},
	};
}

/** n8n's MCP Server Trigger at `<n8n>/mcp/<path>` with every BizOps tool. */
export function mcpServerWorkflow(credentials: Credentials, path: string): Workflow {
	const trigger = {
		name: 'MCP Server Trigger',
		type: '@n8n/n8n-nodes-langchain.mcpTrigger',
		typeVersion: 2,
		webhookId: randomUUID(),
		position: [0, 0],
		parameters: { path },
	};
	return {
		name: 'BizOps MCP server',
		settings: { executionOrder: 'v1' },
		nodes: [trigger, ...toolNodes(credentials, 0)],
		connections: toolConnections(trigger.name),
	};
}

/** What a model must see of every tool: each argument described and required. */
export const allToolsShown = () =>
	byName(
		ALL_TOOLS.map(toolShown).map((shown) => ({
			...shown,
			required: shown.arguments,
			undescribed: [],
		})),
	);
