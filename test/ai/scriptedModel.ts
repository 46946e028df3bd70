import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI model in tests: a loopback server speaking the chat-completions API
 * (`POST /v1/chat/completions`, plain or streamed, with `tools` and `tool_calls`) that plays a
 * script instead of thinking. Each script has a model name of its own (`script()` returns it;
 * the chat model node asks for it), so several agents can run side by side. Every request is
 * recorded: the tools the agent offered (name, description, JSON schema) and the messages, among
 * them the tool results. A step's `check` looks at the request that reached it (e.g. the result of
 * the tool the step before called); a check that throws is recorded, and the model then answers
 * with the failure as its final answer, so the agent ends instead of calling more tools.
 */

type Json = Record<string, any>;

export interface OfferedTool {
	name: string;
	description: string;
	/** The tool's arguments as JSON Schema */
	parameters: Json;
}

export interface ChatMessage {
	role: 'system' | 'user' | 'assistant' | 'tool';
	content: string | null | Array<{ type: string; text?: string }>;
	tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
	tool_call_id?: string;
}

export interface ModelRequest {
	model: string;
	messages: ChatMessage[];
	tools: OfferedTool[];
	stream: boolean;
}

/** What a step sees of the request that reached it. */
export interface Turn {
	request: ModelRequest;
	/** The results of the tools the previous step called, in call order (the tool messages' text) */
	toolResults: string[];
}

export type ScriptStep = (
	| { call: { tool: string; args: Json } | Array<{ tool: string; args: Json }> }
	| { answer: string | ((turn: Turn) => string) }
) & { check?(turn: Turn): void };

export interface Script {
	/** The model name the chat model node asks for */
	model: string;
	/** Every request this script answered, in order */
	requests: ModelRequest[];
	/** Checks that failed, and requests that came after the script's end */
	failures: string[];
	/** The tools offered in the first request */
	offered(): OfferedTool[];
	/** Every tool result the agent sent back, in order */
	toolResults(): string[];
}

const textOf = (content: ChatMessage['content']) =>
	typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');

/**
 * The answers to the given tool calls, in call order. (A client may send several calls of one
 * answer back as one assistant message each, every one followed by its result.)
 */
function resultsOf(messages: ChatMessage[], callIds: string[]) {
	const tools = messages.filter((m) => m.role === 'tool');
	return callIds.flatMap((id) =>
		tools.filter((m) => m.tool_call_id === id).map((m) => textOf(m.content)),
	);
}

export class ScriptedModel {
	private server = http.createServer((req, res) => void this.handle(req, res));
	private scripts = new Map<string, { steps: ScriptStep[]; script: Script; lastCalls: string[] }>();
	private scriptCount = 0;
	private callCount = 0;
	url = '';

	async start() {
		await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
		this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
		return this;
	}

	async stop() {
		this.server.closeAllConnections();
		await new Promise<void>((resolve) => this.server.close(() => resolve()));
	}

	/** A new script; the chat model node must ask for `script.model`. */
	script(steps: ScriptStep[]): Script {
		const model = `scripted-${++this.scriptCount}`;
		const script: Script = {
			model,
			requests: [],
			failures: [],
			offered: () => script.requests[0]?.tools ?? [],
			toolResults: () =>
				(script.requests.at(-1)?.messages ?? [])
					.filter((m) => m.role === 'tool')
					.map((m) => textOf(m.content)),
		};
		this.scripts.set(model, { steps, script, lastCalls: [] });
		return script;
	}

	private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const send = (status: number, body: Json) => {
			res.writeHead(status, { 'content-type': 'application/json' });
			res.end(JSON.stringify(body));
		};
		if (req.method === 'GET' && req.url?.endsWith('/models'))
			return send(200, {
				object: 'list',
				data: [...this.scripts.keys()].map((id) => ({ id, object: 'model', owned_by: 'test' })),
			});
		if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
			return send(404, { error: { message: `no route ${req.method} ${req.url}` } });

		const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
		const entry = this.scripts.get(String(body.model));
		if (!entry)
			return send(404, { error: { message: `no script for model ${body.model}`, type: 'test' } });
		const { steps, script } = entry;
		const request: ModelRequest = {
			model: body.model,
			messages: body.messages ?? [],
			tools: ((body.tools ?? []) as Json[]).map((t) => ({
				name: t.function.name,
				description: t.function.description ?? '',
				parameters: t.function.parameters ?? {},
			})),
			stream: body.stream === true,
		};
		script.requests.push(request);
		const step = steps[script.requests.length - 1];
		let message: Json;
		if (!step) {
			script.failures.push(`request ${script.requests.length} came after the script's end`);
			message = { role: 'assistant', content: 'The script has ended.' };
		} else {
			try {
				const turn = { request, toolResults: resultsOf(request.messages, entry.lastCalls) };
				step.check?.(turn);
				message =
					'answer' in step
						? {
								role: 'assistant',
								content: typeof step.answer === 'function' ? step.answer(turn) : step.answer,
							}
						: {
								role: 'assistant',
								content: null,
								tool_calls: [step.call].flat().map((call) => ({
									id: `call_${++this.callCount}`,
									type: 'function',
									function: { name: call.tool, arguments: JSON.stringify(call.args) },
								})),
							};
			} catch (error) {
				const failure = `step ${script.requests.length}: ${(error as Error).message}`;
				script.failures.push(failure);
				message = { role: 'assistant', content: `Script check failed: ${failure}` };
			}
		}
		entry.lastCalls = ((message.tool_calls ?? []) as Json[]).map((call) => String(call.id));
		const finish = message.tool_calls ? 'tool_calls' : 'stop';
		const head = {
			id: `chatcmpl-${script.model}-${script.requests.length}`,
			created: Math.floor(Date.now() / 1000),
			model: script.model,
		};
		const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
		if (!request.stream)
			return send(200, {
				...head,
				object: 'chat.completion',
				choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
				usage,
			});
		res.writeHead(200, { 'content-type': 'text/event-stream' });
		const delta = {
			...message,
			...(message.tool_calls
				? { tool_calls: (message.tool_calls as Json[]).map((call, index) => ({ index, ...call })) }
				: {}),
		};
		for (const choice of [
			{ index: 0, delta, finish_reason: null },
			{ index: 0, delta: {}, finish_reason: finish },
		])
			res.write(
				`data: ${JSON.stringify({ ...head, object: 'chat.completion.chunk', choices: [choice] })}\n\n`,
			);
		res.write(
			`data: ${JSON.stringify({ ...head, object: 'chat.completion.chunk', choices: [], usage })}\n\n`,
		);
		res.end('data: [DONE]\n\n');
	}
}
