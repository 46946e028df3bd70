import { ScriptedModel } from './scriptedModel';

/** The scripted model speaks the chat-completions API as a client of OpenAI's reads it. */

const model = new ScriptedModel();
beforeAll(async () => await model.start());
afterAll(async () => await model.stop());

const tools = [
	{
		type: 'function',
		function: {
			name: 'Create_Contact',
			description: 'Create a contact',
			parameters: { type: 'object', properties: { name: { type: 'string', description: 'Name' } } },
		},
	},
];

async function complete(body: Record<string, unknown>) {
	const response = await fetch(`${model.url}/chat/completions`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	return { status: response.status, text: await response.text() };
}

test('plays a tool call, then checks the tool result and answers; records the tools and results', async () => {
	const script = model.script([
		{ call: { tool: 'Create_Contact', args: { name: 'Ada' } } },
		{
			check: ({ toolResults }) => expect(toolResults).toEqual(['{"id":"c_1"}']),
			answer: 'Created c_1',
		},
	]);
	const first = JSON.parse((await complete({ model: script.model, messages: [], tools })).text);
	expect(first.choices[0].finish_reason).toBe('tool_calls');
	const [call] = first.choices[0].message.tool_calls;
	expect([call.type, call.function.name, JSON.parse(call.function.arguments)]).toEqual([
		'function',
		'Create_Contact',
		{ name: 'Ada' },
	]);
	const second = JSON.parse(
		(
			await complete({
				model: script.model,
				tools,
				messages: [
					{ role: 'user', content: 'make Ada' },
					first.choices[0].message,
					{ role: 'tool', tool_call_id: call.id, content: '{"id":"c_1"}' },
				],
			})
		).text,
	);
	expect([second.choices[0].finish_reason, second.choices[0].message.content]).toEqual([
		'stop',
		'Created c_1',
	]);
	expect(script.failures).toEqual([]);
	expect(script.offered()).toEqual([
		{
			name: 'Create_Contact',
			description: 'Create a contact',
			parameters: tools[0].function.parameters,
		},
	]);
	expect(script.toolResults()).toEqual(['{"id":"c_1"}']);
});

test('a failed check and a request past the end are recorded, and the model answers instead of calling', async () => {
	const script = model.script([
		{
			check: () => {
				throw new Error('no id in the result');
			},
			call: { tool: 'Create_Contact', args: {} },
		},
	]);
	const answer = JSON.parse((await complete({ model: script.model, messages: [] })).text);
	expect(answer.choices[0].message).toEqual({
		role: 'assistant',
		content: 'Script check failed: step 1: no id in the result',
	});
	await complete({ model: script.model, messages: [] });
	expect(script.failures).toEqual([
		'step 1: no id in the result',
		"request 2 came after the script's end",
	]);
	expect((await complete({ model: 'unknown', messages: [] })).status).toBe(404);
});

test('streams the same answer as server-sent chunks when asked to', async () => {
	const script = model.script([{ call: { tool: 'Create_Contact', args: { name: 'Ada' } } }]);
	const { text } = await complete({ model: script.model, messages: [], stream: true });
	const events = text
		.split('\n\n')
		.filter(Boolean)
		.map((event) => event.replace(/^data: /, ''));
	expect(events.at(-1)).toBe('[DONE]');
	const chunks = events.slice(0, -1).map((event) => JSON.parse(event));
	expect(chunks[0].choices[0].delta.tool_calls[0]).toMatchObject({
		index: 0,
		function: { name: 'Create_Contact', arguments: '{"name":"Ada"}' },
	});
	expect(chunks[1].choices[0].finish_reason).toBe('tool_calls');
});
