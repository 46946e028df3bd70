import fc from 'fast-check';
import type { INodeParameters, INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../nodes/shared/router';
import { FIXTURES } from '../fixtures';
import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { seedDemoData } from '../sandbox';
import { plausibleParameters } from '../fuzz/generators';
import { GIVEN, actionNodes, inputFile, operationsOf } from './operations';
import type { Run } from './outputs';
import { outputDifferences } from './outputs';

/**
 * Each operation declares whether it reads or writes (`option.kind`): reads run their items
 * several at once, writes one at a time. Every operation of every action node runs here against
 * the sandbox (seeded as for the demo) with plausible values, and what reached the sandbox must
 * match its declaration: a read sends only GETs or a documented read-only POST (a search); a
 * write sends something else at least once. Each run that succeeds gives what the operation's
 * declared `output` says (its node page's Output line): one item or one per record, a file or none.
 */

/** Runs of a read (all of them checked); a write stops at the first that sends a write */
const READ_RUNS = 8;
const WRITE_RUNS = 60;
const SEED = 26;

/** POSTs the documents describe as searches: they change nothing. */
const READ_ONLY_POSTS: Record<string, RegExp[]> = {
	chat: [/\/contacts\/filter$/, /\/conversations\/filter$/],
};

const bed = useSandbox();
beforeEach(() => {
	seedDemoData(bed.interfaces);
});

/** What a run with random `parameters` is known to give: a download's field, Simplify on or off. */
const ranWith = (handler: Operation, parameters: Record<string, unknown>): Run => ({
	file:
		handler.output.kind === 'file' ? String(parameters.binaryPropertyName ?? 'data') : undefined,
	simplify: handler.description.some((p) => p.name === 'simplify')
		? parameters.simplify !== false
		: undefined,
});

const isRead = (slug: string, request: { method: string; path: string }) =>
	request.method === 'GET' ||
	(request.method === 'POST' &&
		(READ_ONLY_POSTS[slug] ?? []).some((pattern) => pattern.test(request.path)));

describe.each(actionNodes.map((node) => [node.description.name, node] as const))(
	'%s',
	(nodeName, node) => {
		const credentialType = node.description.credentials![0].name;
		const fixture = FIXTURES.find((f) => f.credential.type === credentialType)!;
		const nodeWide = node.description.properties.filter(
			(p) => !['resource', 'operation'].includes(p.name) && !p.displayOptions?.show?.resource,
		);
		const operations = operationsOf(node);

		test.each(operations)(
			'%s sends what its kind says',
			async (name, resource, operation, handler) => {
				const properties: INodeProperties[] = [...handler.description, ...nodeWide];
				const isWrite = handler.option.kind === 'write';
				const given = GIVEN[`${nodeName} ${name}`];
				const samples = [
					...(given ? [{ ...given.parameters, ...given.prepare?.(bed.interfaces) }] : []),
					...fc.sample(plausibleParameters(properties), {
						numRuns: isWrite ? WRITE_RUNS : READ_RUNS,
						seed: SEED,
					}),
				];
				const sent: Array<{ method: string; path: string }> = [];
				const outputs: string[] = [];
				for (const parameters of samples) {
					bed.sandbox.clearLog();
					const { items, error } = await runNode(
						{
							type: nodeName,
							parameters: { resource, operation, ...parameters } as INodeParameters,
							credentials: {
								[credentialType]: fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
							},
						},
						[{}],
						[given?.file ?? inputFile],
					).catch((thrown: Error) => ({ items: [], error: thrown }));
					if (!error)
						outputs.push(...outputDifferences(handler.output, items, ranWith(handler, parameters)));
					sent.push(...bed.sandbox.log.map(({ method, path }) => ({ method, path })));
					if (isWrite && sent.some((request) => !isRead(fixture.slug, request))) break;
				}
				expect(outputs).toEqual([]);
				const described = sent.map(({ method, path }) => `${method} ${path}`);
				expect([handler.option.kind, sent.length > 0]).toEqual([handler.option.kind, true]);
				if (handler.option.kind === 'read') {
					expect(
						sent
							.filter((request) => !isRead(fixture.slug, request))
							.map((r) => `${r.method} ${r.path}`),
					).toEqual([]);
				} else {
					expect([
						described.slice(0, 5),
						sent.some((request) => !isRead(fixture.slug, request)),
					]).toEqual([described.slice(0, 5), true]);
				}
			},
		);
	},
);

describe('a read once run one item at a time (its execute came from a local builder)', () => {
	test('Chat Contact → Get starts 10 items at once; answers come back out of order, outputs keep the input order', async () => {
		const chat = bed.interfaces.chat.state;
		const ids = Array.from({ length: 12 }, (_, i) =>
			String(chat.addContact({ name: `Contact ${i}` }).id),
		);
		// The earlier an item, the later its answer.
		bed.sandbox.latency = ({ path }) => {
			const i = ids.findIndex((id) => path.endsWith(`/contacts/${id}`));
			return i < 0 ? 0 : 60 + (ids.length - i) * 8;
		};
		const fixture = FIXTURES.find((f) => f.slug === 'chat')!;
		bed.sandbox.clearLog();
		const { items, error } = await runNode(
			{
				type: 'chat',
				parameters: {
					resource: 'contact',
					operation: 'get',
					contactId: { __rl: true, mode: 'id', value: '={{$json.id}}' },
				},
				credentials: { bizOpsChatApi: fixture.credential.data(bed.sandbox.baseUrl('chat')) },
			},
			ids.map((id) => ({ id })),
		);
		expect(error).toBeUndefined();
		expect(bed.sandbox.maxInFlight).toBeGreaterThanOrEqual(10);
		expect(items.map((item) => String(item.json.id))).toEqual(ids);
		expect(items.map((item) => item.pairedItem)).toEqual(ids.map((_, item) => ({ item })));
		const answered = bed.sandbox.log.map((r) => ids.findIndex((id) => r.path.endsWith(`/${id}`)));
		expect(answered).not.toEqual([...answered].sort((a, b) => a - b));
	});
});
