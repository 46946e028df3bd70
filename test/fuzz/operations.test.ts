import fc from 'fast-check';
import type {
	IBinaryKeyData,
	IExecuteFunctions,
	INodeParameters,
	INodeProperties,
	INodeType,
} from 'n8n-workflow';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Resources } from '../../nodes/shared/router';
import { runNode } from '../harness/engine';
import { packNodes } from '../harness/pack';
import { sandboxInterfaces } from '../sandbox';
import { MARKERS, fieldNames, operationParameters } from './generators';
import type { Recorded } from './recorder';
import { BASE_PATH, useRecorder } from './recorder';

/**
 * Every operation of every action node, driven with generated parameter values (see
 * generators.ts) against a server that answers anything with 200 and records the raw request.
 * Each run must end in one of:
 *   - a NodeOperationError naming a field, with no request sent;
 *   - requests to the credential's host on documented paths (test/coverage/endpoints.tsv), the
 *     user's values encoded in them: no `.`/`..` segment, no query key or fragment from a value;
 *     then success, a NodeApiError or a deliberate NodeOperationError (an answer that does not fit);
 * never a TypeError or another error that is not n8n's.
 *
 * FUZZ_RUNS (runs per operation, default 25) and FUZZ_SEED (default 20) give a longer or another run.
 */

const RUNS = Number(process.env.FUZZ_RUNS) || 25;
const SEED = Number(process.env.FUZZ_SEED) || 20;

const root = path.resolve(__dirname, '../..');

/** The interface of endpoints.tsv each action node's credential reaches. */
const interfaceOf: Record<string, string> = {
	bizOpsWorkspaceCrmApi: 'workspace_crm',
	bizOpsSalesCrmApi: 'sales_crm',
	bizOpsPaymentsApi: 'payments',
	bizOpsBillingApi: 'pay_integration',
	bizOpsPayrollApi: 'payroll',
	bizOpsPointOfSaleApi: 'pos',
	bizOpsFormsApi: 'forms',
	bizOpsMeetingsApi: 'meetings',
	bizOpsRecruitmentApi: 'recruitment',
	bizOpsSignageApi: 'signage',
	bizOpsChatApi: 'chat',
	bizOpsInvoicingApi: 'invoicing',
	bizOpsInvoicingLookupApi: 'invoicing_ext',
};

interface Endpoint {
	method: string;
	segments: string[];
}

/** Each interface's documented endpoints, as full paths after the credential's Base URL. */
const endpoints = (() => {
	const prefixes = Object.fromEntries(
		Object.values(sandboxInterfaces()).map((api) => [api.slug, api.prefix]),
	);
	const byInterface = new Map<string, Endpoint[]>();
	for (const line of readFileSync(path.join(root, 'test/coverage/endpoints.tsv'), 'utf8')
		.split('\n')
		.slice(1)
		.filter(Boolean)) {
		const [slug, method, route] = line.split('\t');
		const plain = route.replace(/^\?/, '');
		const full = plain.startsWith('^') ? plain.slice(1) : prefixes[slug] + plain;
		byInterface.set(slug, [
			...(byInterface.get(slug) ?? []),
			{ method: method.toUpperCase(), segments: full.split('/') },
		]);
	}
	return byInterface;
})();

type Answer = 'record' | 'list' | 'emptyObject' | 'emptyArray';
const answers: Record<Answer, unknown> = {
	record: {
		id: 'fz_1',
		status: 'active',
		summary: 'ready',
		success: true,
		data: { id: 'fz_1' },
		payload: { id: 'fz_1' },
		result: { id: 'fz_1' },
	},
	list: { data: [], payload: [], meta: {}, success: true, hasMore: false, nextCursor: null },
	emptyObject: {},
	emptyArray: [],
};

const recorder = useRecorder();
/** What the node's execute threw in the current run, before the engine turns it into a plain object */
let thrown: unknown;

afterAll(() => {
	process.stdout.write(`${countsTable()}\n`);
});

const PAGE_KEYS = ['cursor', 'limit', 'page', 'per_page', 'offset', 'lim', 'off'];
const KEYS_SET_IN_CODE: Record<string, string[]> = {
	pay_integration: ['expand'],
	payroll: ['payroll_id'],
};
const isDot = (segment: string) => ['.', '..'].includes(segment.replace(/%2e/gi, '.'));

/** What is wrong with one recorded request of an operation of `slug`; empty when nothing is. */
function requestProblems(request: Recorded, slug: string, queryKeys: Set<string>): string[] {
	const problems: string[] = [];
	if (request.host !== recorder.host()) problems.push(`went to host ${request.host}`);
	if (request.url.includes('#')) problems.push('carries a fragment');
	const [rawPath, rawQuery = ''] = request.url.split(/\?(.*)/s);
	for (const key of new URLSearchParams(rawQuery).keys()) {
		if (MARKERS.injectedKeys.includes(key)) problems.push(`query key "${key}" injected by a value`);
		else if (!queryKeys.has(key)) problems.push(`query key "${key}" is none the operation sets`);
	}
	if (!rawPath.startsWith(`${BASE_PATH}/`)) return [...problems, 'left the Base URL path'];
	const segments = rawPath.slice(BASE_PATH.length).split('/');
	for (const segment of segments.slice(1)) {
		if (isDot(segment)) problems.push(`segment "${segment}"`);
		if ([...MARKERS.heads, ...MARKERS.raw].includes(segment))
			problems.push(`segment "${segment}": a value sent unencoded`);
		try {
			decodeURIComponent(segment);
		} catch {
			problems.push(`segment "${segment}" is not valid percent-encoding`);
		}
	}
	const documented = (endpoints.get(slug) ?? []).some(
		(endpoint) =>
			(endpoint.method === '?' || endpoint.method === request.method) &&
			endpoint.segments.length === segments.length &&
			endpoint.segments.every((part, i) =>
				/^\{.+\}$/.test(part) ? segments[i] !== '' : part === segments[i],
			),
	);
	if (!documented) problems.push('is no documented endpoint');
	return problems;
}

type Outcome = 'rejected before request' | 'requests sent' | 'api error' | 'refused the answer';
const counts = new Map<string, Record<Outcome, number>>();

function countsTable() {
	const kinds: Outcome[] = [
		'rejected before request',
		'requests sent',
		'api error',
		'refused the answer',
	];
	const rows = [...counts].map(([node, byKind]) => [
		node,
		...kinds.map((kind) => String(byKind[kind])),
	]);
	const total = [
		'total',
		...kinds.map((kind) =>
			String([...counts.values()].reduce((sum, byKind) => sum + byKind[kind], 0)),
		),
	];
	const table = [['node', ...kinds], ...rows, total];
	const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
	return [
		`fuzz: ${RUNS} runs per operation, seed ${SEED}`,
		...table.map((row) =>
			row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '),
		),
	].join('\n');
}

const BUILT_IN_ERRORS = [
	Error,
	TypeError,
	RangeError,
	SyntaxError,
	ReferenceError,
	URIError,
	EvalError,
	AggregateError,
];

/** A JavaScript error the code did not mean to throw, itself or as the cause n8n wrapped. */
function crashOf(error: unknown): Error | undefined {
	for (
		let current = error as Error | undefined, depth = 0;
		current && depth < 5;
		current = (current as { cause?: unknown }).cause as Error | undefined, depth++
	) {
		if (BUILT_IN_ERRORS.some((type) => current!.constructor === type)) return current;
	}
	return undefined;
}

/** Long values shortened, so that a failure reads. */
const brief = (value: unknown): unknown =>
	typeof value === 'string'
		? value.length > 60
			? `${value.slice(0, 20)}…(${value.length} chars)`
			: value
		: Array.isArray(value)
			? value.map(brief)
			: value && typeof value === 'object'
				? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, brief(v)]))
				: value;

/** Each run's one input item carries a file, for the uploads and imports */
const inputFile: IBinaryKeyData = {
	data: {
		data: Buffer.from('name,email\nAna,ana@example.com\n').toString('base64'),
		fileName: 'fuzz.csv',
		mimeType: 'text/csv',
	},
};

const actionNodes = Object.values(packNodes).filter(
	(node) => !node.description.group.includes('trigger'),
);

function resourcesOf(node: INodeType): Resources {
	const file = node.constructor.name;
	return (require(path.join(root, 'nodes', file, `${file}.node`)) as { resources: Resources })
		.resources;
}

describe.each(actionNodes.map((node) => [node.description.name, node] as const))(
	'%s',
	(nodeName, node) => {
		const slug = interfaceOf[node.description.credentials![0].name];
		const operations = Object.entries(resourcesOf(node)).flatMap(([resource, { operations }]) =>
			Object.entries(operations).map(
				([operation, { description }]) =>
					[`${resource} → ${operation}`, resource, operation, description] as const,
			),
		);
		// Keeps what the node's execute throws: the engine turns it into a plain object, its cause lost.
		const execute = node.execute!;
		node.execute = async function (this: IExecuteFunctions) {
			try {
				return await execute.call(this);
			} catch (error) {
				thrown = error;
				throw error;
			}
		};
		// The query keys its operations set: their parameters' names, the list dialects' page keys, and
		// the few the code names itself.
		const queryKeys = new Set([
			...fieldNames(node.description.properties),
			...PAGE_KEYS,
			...(KEYS_SET_IN_CODE[slug] ?? []),
		]);
		// Parameters of every operation: Run Options, and e.g. Chat's Account ID.
		const nodeWide = node.description.properties.filter(
			(p) => !['resource', 'operation'].includes(p.name) && !p.displayOptions?.show?.resource,
		);
		const tally = {
			'rejected before request': 0,
			'requests sent': 0,
			'api error': 0,
			'refused the answer': 0,
		};
		counts.set(nodeName, tally);

		test.each(operations)('%s', async (_, resource, operation, description) => {
			const properties: INodeProperties[] = [...description, ...nodeWide];
			const fields = fieldNames(properties);
			const namesField = (message: string) =>
				[...fields].some((field) =>
					field.length > 3 ? message.includes(field) : new RegExp(`\\b${field}\\b`).test(message),
				);

			const property = fc.asyncProperty(
				operationParameters(properties),
				fc.constantFrom<Answer>('record', 'list', 'emptyObject', 'emptyArray'),
				async (parameters, answerKind) => {
					recorder.recorded.length = 0;
					recorder.answer(answers[answerKind]);
					thrown = undefined;
					// n8n refuses a node whose required parameters are empty before running it (as the editor flags them).
					const { error } = await runNode(
						{
							type: nodeName,
							parameters: { resource, operation, ...parameters } as INodeParameters,
							credentials: recorder.credentials(nodeName),
						},
						[{}],
						[inputFile],
					).catch((refused: Error) => ({ error: refused }));
					const crash = crashOf(thrown);
					if (crash)
						throw new Error(
							`crashed: ${crash.constructor.name}: ${crash.message}\n${crash.stack?.split('\n').slice(1, 4).join('\n')}`,
						);
					const kind = error?.name;
					if (
						kind &&
						!['NodeApiError', 'NodeOperationError', 'WorkflowHasIssuesError'].includes(kind)
					)
						throw new Error(`ended in ${kind}: ${error!.message}`);
					const sent = [...recorder.recorded];
					if (sent.length === 0) {
						if (!error) throw new Error('ended without a request and without an error');
						if (kind === 'NodeApiError')
							throw new Error(`${kind} without a request: ${error.message}`);
						if (!namesField(error.message))
							throw new Error(`rejected without naming a field: ${error.message}`);
						tally['rejected before request']++;
						return;
					}
					const problems = sent.flatMap((request) =>
						requestProblems(request, slug, queryKeys).map(
							(problem) => `${request.method} ${request.url.slice(0, 200)} ${problem}`,
						),
					);
					if (problems.length)
						throw new Error(
							`requests:\n  ${problems.join('\n  ')}${error ? `\n(ended in ${error.message})` : ''}`,
						);
					tally[
						kind === 'NodeApiError' ? 'api error' : error ? 'refused the answer' : 'requests sent'
					]++;
				},
			);
			const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
			if (details.failed) {
				const [parameters, answerKind] = details.counterexample ?? [];
				throw new Error(
					`${nodeName} ${resource} → ${operation} (seed ${SEED}, path ${details.counterexamplePath}):\n${(details.errorInstance as Error)?.message ?? details.error}\nanswer: ${answerKind}\nparameters: ${JSON.stringify(brief(parameters), null, 1)}`,
				);
			}
		});
	},
);
