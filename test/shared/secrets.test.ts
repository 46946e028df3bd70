import { createHmac } from 'crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	IHttpRequestOptions,
	INodeParameters,
	INodeProperties,
	INodeType,
} from 'n8n-workflow';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { MIN_TIMEOUT_MS, TIMEOUT } from '../../nodes/shared/runOptions';
import type { SigningScheme } from '../../nodes/shared/webhook/delivery';
import { runNode, runPoll } from '../harness/engine';
import { PACKAGE, packCredentials, packNodes, WEBHOOK_TRIGGER_NAMES } from '../harness/pack';
import type { Secrets } from '../harness/secrets';
import { captureLogs, findSecrets } from '../harness/secrets';
import { activate, deliver } from '../harness/webhooks';
import { byId, clientParameters, simplified } from '../invoicing/helpers';
import { ANA } from '../payroll/helpers';
import { fixedPaymentLink } from '../payments/helpers';

/**
 * The pack's promise about secrets (docs/security.md, "Secrets"): no token, key or signing secret appears in
 * an output item, an error (message, description, its whole serialised form with cause, context,
 * errorResponse and stack), an error item under Continue On Fail, a webhook answer or an n8n log
 * line, on any failure path. Every credential type runs a read and a write of its action node
 * against a server that fails in each way; every webhook trigger gets deliveries it must refuse.
 */

/** One read and one write of each credential type's action node, with parameters that pass its checks. */
const CASES: Record<
	string,
	{ node: string; fields?: IDataObject; read: INodeParameters; write: INodeParameters }
> = {
	bizOpsWorkspaceCrmApi: {
		node: 'workspaceCrm',
		read: { resource: 'contact', operation: 'get', contactId: byId('c1') },
		write: { resource: 'contact', operation: 'create', firstName: 'Ada', lastName: 'Lovelace' },
	},
	bizOpsSalesCrmApi: {
		node: 'salesCrm',
		read: { resource: 'activity', operation: 'get', activityId: 'a1' },
		write: { resource: 'activity', operation: 'create', type: 'note', subject: 'Call back' },
	},
	bizOpsPaymentsApi: {
		node: 'payments',
		read: { resource: 'paymentLink', operation: 'get', linkId: 'l1' },
		write: fixedPaymentLink(),
	},
	bizOpsBillingApi: {
		node: 'billing',
		read: { resource: 'customer', operation: 'get', customerId: 'cus_1' },
		write: {
			resource: 'charge',
			operation: 'create',
			customerId: 'cus_1',
			productCode: 'setup_fee',
		},
	},
	bizOpsPayrollApi: {
		node: 'payroll',
		read: { resource: 'employee', operation: 'get', employeeId: byId('e1') },
		write: { resource: 'employee', operation: 'create', ...ANA },
	},
	bizOpsPointOfSaleApi: {
		node: 'pointOfSale',
		read: { resource: 'product', operation: 'get', productId: byId('p1') },
		write: { resource: 'product', operation: 'create', name: 'Tea' },
	},
	bizOpsFormsApi: {
		node: 'forms',
		read: { resource: 'form', operation: 'get', formId: byId('f1') },
		write: { resource: 'form', operation: 'create', title: 'Feedback', description: 'Tell us' },
	},
	bizOpsMeetingsApi: {
		node: 'meetings',
		read: { resource: 'summary', operation: 'get', publicMeetingId: 'm1' },
		write: { resource: 'meeting', operation: 'create', title: 'Planning' },
	},
	bizOpsRecruitmentApi: {
		node: 'recruitment',
		read: { resource: 'candidate', operation: 'get', candidateId: byId('c1') },
		write: { resource: 'vacancy', operation: 'create', title: 'QA' },
	},
	bizOpsSignageApi: {
		node: 'signage',
		read: { resource: 'group', operation: 'get', groupId: byId('g1') },
		write: { resource: 'group', operation: 'create', name: 'Lobby' },
	},
	bizOpsChatApi: {
		node: 'chat',
		fields: { accountId: '1' },
		read: { resource: 'contact', operation: 'get', contactId: byId('7') },
		write: {
			resource: 'cannedResponse',
			operation: 'create',
			short_code: 'refund',
			content: 'Your refund is on its way.',
		},
	},
	bizOpsInvoicingApi: {
		node: 'invoicing',
		read: { resource: 'client', operation: 'get', clientId: byId('cli_1') },
		write: clientParameters(),
	},
	bizOpsInvoicingLookupApi: {
		node: 'invoicingLookup',
		read: { resource: 'taxpayer', operation: 'lookUp', ruc: '155596713-2-2015', type: 1 },
		write: simplified(),
	},
};

const credentialTypes = Object.keys(CASES);

/** Every password field of every credential type gets a value of its own, with characters that URL-encoding and base64 change. */
const SECRETS: Secrets = Object.fromEntries(
	Object.values(packCredentials).flatMap(({ name, properties }) =>
		properties
			.filter((p) => p.typeOptions?.password)
			.map((p) => [`${name}.${p.name}`, `Sk+${name}/${p.name}=${p.name.length}x9Q`]),
	),
);

/** The secret webhook deliveries are signed with: in the credential where the trigger reads it from there, else in static data. */
const SIGNING_SECRET = 'whsec+Signing/Secret=42';
const ALL_SECRETS: Secrets = { ...SECRETS, signingSecret: SIGNING_SECRET };

function credentialData(type: string, baseUrl: string): ICredentialDataDecryptedObject {
	const data: ICredentialDataDecryptedObject = { baseUrl };
	for (const property of packCredentials[type].properties) {
		if (property.name === 'baseUrl') continue;
		data[property.name] = property.typeOptions?.password
			? SECRETS[`${type}.${property.name}`]
			: ((CASES[type]?.fields?.[property.name] ?? property.default) as string);
	}
	return data;
}

/** What the test server was sent, by which run (label), in which scenario. */
interface Seen {
	scenario: string;
	label: string;
	headers: http.IncomingHttpHeaders;
}
const seen: Seen[] = [];

const json = (
	res: http.ServerResponse,
	status: number,
	body: unknown,
	headers: Record<string, string> = {},
): void => {
	res
		.writeHead(status, { 'content-type': 'application/json', ...headers })
		.end(JSON.stringify(body));
};

/**
 * The service, failing in the way the first path segment names (the credential's Base URL carries
 * it, then a label naming the run): /401, /403, /echo (a 401 whose body quotes the request's
 * headers back), /500 (Retry-After 0, so retries are quick), /hang (never answers), /redirect (to
 * /landing on another origin: localhost instead of 127.0.0.1), /landing (answers 200 echoing the
 * request's headers, so a credential sent there would also reach the output).
 */
const server = http.createServer((req, res) => {
	const [, scenario = '', label = ''] = (req.url ?? '').split('/');
	seen.push({ scenario, label, headers: req.headers });
	req.resume();
	if (scenario === '401')
		return json(res, 401, { error: 'unauthorized', message: 'Missing or invalid access token' });
	if (scenario === '403')
		return json(res, 403, {
			error: 'forbidden',
			message: 'The token lacks the permission this operation needs',
		});
	if (scenario === '500')
		return json(
			res,
			500,
			{ error: 'server_error', message: 'Internal error' },
			{ 'retry-after': '0' },
		);
	if (scenario === 'echo') {
		// Some services quote what they were sent back in their error; here, every header value.
		const sent = Object.values(req.headers).join(' ');
		return json(res, 401, {
			error: 'unauthorized',
			message: `Invalid credentials in: ${sent}`,
			details: [{ field: 'token', message: sent }],
			received: req.headers,
		});
	}
	if (scenario === 'hang') return;
	if (scenario === 'redirect') {
		res
			.writeHead(req.method === 'GET' ? 302 : 307, {
				location: `http://localhost:${port}/landing/${label}`,
			})
			.end();
		return;
	}
	if (scenario === 'landing') {
		const echo = { id: 'landed', headers: req.headers };
		return json(res, 200, { ...echo, data: echo, success: true });
	}
	json(res, 404, { error: 'not_found', message: 'No such route' });
});
let port = 0;
/** A port nothing listens on: connections are refused */
let closedPort = 0;

const logs = captureLogs();
/** The error each run's execute() threw, before n8n's engine copies it (the copy drops `cause`) */
const thrown = new Map<string, unknown>();
const originalExecutes = new Map<string, INodeType['execute']>();

/** A request that is never answered waits out this timeout (below the option's 1 s minimum): what is searched is what the failures produce, not when. */
const HANG_TIMEOUT_MS = 200;

beforeAll(async () => {
	TIMEOUT.shortestMs = HANG_TIMEOUT_MS;
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	port = (server.address() as AddressInfo).port;
	const probe = http.createServer();
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
	closedPort = (probe.address() as AddressInfo).port;
	await new Promise((resolve) => probe.close(resolve));
	for (const { node } of Object.values(CASES)) {
		const nodeType = packNodes[`${PACKAGE}.${node}`];
		const execute = nodeType.execute!;
		originalExecutes.set(node, execute);
		nodeType.execute = async function (this: IExecuteFunctions) {
			try {
				return await execute.call(this);
			} catch (error) {
				thrown.set(String(this.getInputData()[0]?.json.label), error);
				throw error;
			}
		};
	}
});

afterAll(async () => {
	TIMEOUT.shortestMs = MIN_TIMEOUT_MS;
	for (const { node } of Object.values(CASES))
		packNodes[`${PACKAGE}.${node}`].execute = originalExecutes.get(node);
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

test('the search finds a secret as is, URL-encoded, in base64 at any offset, in bytes, in a hidden cause and in a log line', () => {
	const secret = { token: 'Sk+a/b=c9Q' };
	const hidden = new Error('outer');
	Object.defineProperty(hidden, 'cause', {
		value: { config: { headers: { Authorization: 'Bearer Sk+a/b=c9Q' } } },
		enumerable: false,
	});
	const carriers = [
		'Sk+a/b=c9Q',
		'?t=Sk%2Ba%2Fb%3Dc9Q',
		...['', 'x', 'xy'].map((pad) => Buffer.from(`${pad}user:Sk+a/b=c9Q!`).toString('base64')),
		Buffer.from('Sk+a/b=c9Q').toString('base64url'),
		Buffer.from('file Sk+a/b=c9Q end'),
		hidden,
		[{ level: 'debug', message: 'x', meta: { error: { stack: 'Sk+a/b=c9Q' } } }],
	];
	for (const carrier of carriers)
		expect([carrier, findSecrets(carrier, secret).length > 0]).toEqual([carrier, true]);
	expect(findSecrets({ other: 'Sk+a/b=c9', text: 'nothing here' }, secret)).toEqual([]);
});

test('every credential type of the package has a case here', () => {
	const listed = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).n8n
		.credentials as string[];
	expect(listed).toHaveLength(credentialTypes.length);
	expect(Object.keys(packCredentials).sort()).toEqual([...credentialTypes].sort());
	for (const type of credentialTypes)
		expect(Object.keys(SECRETS).some((name) => name.startsWith(`${type}.`))).toBe(true);
});

test.each(credentialTypes)(
	"%s: authenticate puts the credential on new request options, never on the caller's",
	async (type) => {
		// The transport keeps its options across retries and redirects: they must not pick the credential up.
		const options: IHttpRequestOptions = {
			method: 'GET',
			url: 'https://api.example.com/x',
			headers: { Accept: 'application/json' },
		};
		const authenticate = packCredentials[type].authenticate as (
			c: ICredentialDataDecryptedObject,
			o: IHttpRequestOptions,
		) => Promise<IHttpRequestOptions>;
		const authenticated = await authenticate(
			credentialData(type, 'https://api.example.com'),
			options,
		);
		expect(findSecrets(authenticated.headers, SECRETS)).not.toEqual([]);
		expect(options).toEqual({
			method: 'GET',
			url: 'https://api.example.com/x',
			headers: { Accept: 'application/json' },
		});
	},
);

type Op = 'read' | 'write';

interface Scenario {
	name: string;
	/** The server's path segment, or 'closed' for a port nothing listens on */
	segment: string;
	ops: Op[];
	runOptions?: INodeParameters;
}

const SCENARIOS: Scenario[] = [
	{ name: '401 Unauthorized', segment: '401', ops: ['read', 'write'] },
	{ name: '403 Forbidden', segment: '403', ops: ['read', 'write'] },
	{ name: '401 whose body quotes the credential back', segment: 'echo', ops: ['read', 'write'] },
	{ name: '500 (after the retries)', segment: '500', ops: ['read', 'write'] },
	{ name: 'network error (connection refused)', segment: 'closed', ops: ['read', 'write'] },
	{ name: 'a write answered with a redirect', segment: 'redirect', ops: ['write'] },
	{
		name: 'timeout (a server that never answers)',
		segment: 'hang',
		ops: ['read', 'write'],
		runOptions: { timeout: HANG_TIMEOUT_MS },
	},
	{ name: 'a read redirected to another origin', segment: 'redirect', ops: ['read'] },
];

interface Outcome {
	label: string;
	type: string;
	op: Op;
	continueOnFail: boolean;
	/** The run failed the node, or (Continue On Fail) gave an error item */
	failed: boolean;
	leaks: string[];
	/** Whether the failing server was sent the credential (the path really ran with it) */
	credentialSent: boolean;
}

async function runCase(
	scenario: Scenario,
	type: string,
	op: Op,
	continueOnFail: boolean,
): Promise<Outcome> {
	const label = `${type}.${op}.${continueOnFail ? 'cof' : 'fail'}`;
	const baseUrl =
		scenario.segment === 'closed'
			? `http://127.0.0.1:${closedPort}/closed/${label}`
			: `http://127.0.0.1:${port}/${scenario.segment}/${label}`;
	const { node, [op]: parameters } = CASES[type];
	const { items, error, run } = await runNode(
		{
			type: node,
			parameters: {
				...parameters,
				...(scenario.runOptions ? { runOptions: scenario.runOptions } : {}),
			},
			credentials: { [type]: credentialData(type, baseUrl) },
			continueOnFail,
		},
		[{ label }],
	);
	const leaks = [
		...findSecrets(items, ALL_SECRETS, 'items'),
		...findSecrets(error, ALL_SECRETS, 'error'),
		...findSecrets(thrown.get(label), ALL_SECRETS, 'thrownError'),
		...findSecrets(run.data.resultData, ALL_SECRETS, 'run.data.resultData'),
		// What reached another origin: a redirect must not carry the credential there.
		...findSecrets(
			seen.filter((s) => s.label === label && s.scenario === 'landing').map((s) => s.headers),
			ALL_SECRETS,
			'sentToOtherOrigin',
		),
	];
	const sent = seen.filter((s) => s.label === label && s.scenario === scenario.segment);
	const credentialSent = sent.some((s) => findSecrets(s.headers, SECRETS).length > 0);
	const failed = continueOnFail ? typeof items[0]?.json.error === 'string' : error !== undefined;
	return { label, type, op, continueOnFail, failed, leaks, credentialSent };
}

function scenarioSuite(scenario: Scenario) {
	const outcomes = new Map<string, Outcome[]>();
	let logLeaks: string[] = [];

	beforeAll(async () => {
		logs.lines.length = 0;
		const runs = credentialTypes.flatMap((type) =>
			scenario.ops.flatMap((op) => [false, true].map((cof) => ({ type, op, cof }))),
		);
		const results = await Promise.all(
			runs.map(async ({ type, op, cof }) => await runCase(scenario, type, op, cof)),
		);
		for (const type of credentialTypes)
			outcomes.set(
				type,
				results.filter((r) => r.type === type),
			);
		logLeaks = findSecrets(logs.lines, ALL_SECRETS, 'log');
	});

	test.each(credentialTypes)('%s: nothing it produces carries a secret', (type) => {
		const mine = outcomes.get(type)!;
		expect(mine.flatMap((o) => o.leaks.map((leak) => `${o.label}: ${leak}`))).toEqual([]);
		// Meaningful only if the request went out with the credential and the failure came back.
		if (scenario.segment !== 'closed')
			expect(mine.filter((o) => !o.credentialSent).map((o) => o.label)).toEqual([]);
		if (scenario.name !== 'a read redirected to another origin')
			expect(mine.filter((o) => !o.failed).map((o) => o.label)).toEqual([]);
	});

	test('no n8n log line carries a secret', () => {
		expect(logs.lines.length).toBeGreaterThan(0);
		expect(logLeaks).toEqual([]);
	});
}

describe.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', (_name, scenario) =>
	scenarioSuite(scenario),
);

/** Webhook triggers, with the signing defaults their Signature Verification setting starts from. */
const webhookTriggers = Object.entries(packNodes)
	.filter(
		([, node]) =>
			node.description.group.includes('trigger') && (node.description.webhooks ?? []).length > 0,
	)
	.map(([type, node]) => {
		const signing = node.description.properties.find((p) => p.name === 'signing');
		const scheme = Object.fromEntries(
			((signing?.options ?? []) as INodeProperties[]).map((o) => [o.name, o.default]),
		) as unknown as SigningScheme;
		return {
			name: node.description.name,
			credentialType: node.description.credentials![0].name,
			scheme,
		};
	});

const pollingTriggers = Object.values(packNodes)
	.filter((node) => node.description.polling)
	.map((node) => ({
		name: node.description.name,
		credentialType: node.description.credentials![0].name,
	}));

describe('webhook triggers: deliveries that fail verification', () => {
	const sign = (scheme: SigningScheme, secret: string, timestamp: string, raw: string) =>
		`${scheme.prefix}${createHmac(scheme.algorithm, secret)
			.update(scheme.signedContent === 'timestampDotBody' ? `${timestamp}.${raw}` : raw)
			.digest(scheme.encoding)}`;

	test('every webhook trigger is covered', () => {
		expect(webhookTriggers.map((t) => t.name).sort()).toEqual(WEBHOOK_TRIGGER_NAMES);
		for (const { scheme } of webhookTriggers) expect(scheme.signatureHeader).toMatch(/\S/);
	});

	test.each(webhookTriggers.map((t) => [t.name, t] as const))(
		'%s: a refused delivery answers 401 and carries no secret',
		async (_name, trigger) => {
			logs.lines.length = 0;
			const { scheme, credentialType } = trigger;
			const credentials = {
				[credentialType]: {
					...credentialData(credentialType, `http://127.0.0.1:${closedPort}`),
					webhookSecret: SIGNING_SECRET,
				},
			};
			const setup = { type: trigger.name, parameters: {}, credentials };
			const staticData = { 'node:Node': { secret: SIGNING_SECRET, webhookId: 'wh_1' } };
			const body = { id: 'evt_1', event: 'x.y' };
			const raw = JSON.stringify(body);
			const now = String(Math.floor(Date.now() / 1000));
			const stale = String(Math.floor(Date.now() / 1000) - 3600);
			const headers = (signature: string | undefined, timestamp = now) => ({
				...(signature === undefined ? {} : { [scheme.signatureHeader]: signature }),
				...(scheme.timestampHeader ? { [scheme.timestampHeader]: timestamp } : {}),
			});

			// The real secret is the one checked: a delivery signed with it is accepted.
			const accepted = await deliver(
				setup,
				{ body, headers: headers(sign(scheme, SIGNING_SECRET, now, raw)) },
				staticData,
			);
			expect(accepted.status).toBeLessThan(300);

			const refused = {
				'signed with another secret': headers(sign(scheme, 'not-the-secret', now, raw)),
				'signature of another body': headers(sign(scheme, SIGNING_SECRET, now, `${raw} `)),
				'signature that is not a digest': headers(`${scheme.prefix}zz-not-hex`),
				'no signature': headers(undefined),
				...(scheme.timestampHeader
					? { 'stale timestamp': headers(sign(scheme, SIGNING_SECRET, stale, raw), stale) }
					: {}),
			};
			const leaks: string[] = [];
			for (const [what, deliveryHeaders] of Object.entries(refused)) {
				const answer = await deliver(setup, { body, headers: deliveryHeaders }, staticData);
				expect([what, answer.status, answer.items.length]).toEqual([what, 401, 0]);
				// The signature it expected is derived from the secret: an answer naming it would hand it to any caller.
				const timestamp = deliveryHeaders[scheme.timestampHeader] ?? '';
				const expected = sign(scheme, SIGNING_SECRET, timestamp, raw).slice(scheme.prefix.length);
				const { staticData: _kept, ...answered } = answer;
				leaks.push(...findSecrets(answered, { ...ALL_SECRETS, expectedSignature: expected }, what));
			}
			leaks.push(...findSecrets(logs.lines, ALL_SECRETS, 'log'));
			expect(leaks).toEqual([]);
		},
	);
});

describe('triggers: activation and polls whose requests fail', () => {
	const failing = [
		['401', (label: string) => `http://127.0.0.1:${port}/401/${label}`],
		['network error', (label: string) => `http://127.0.0.1:${closedPort}/closed/${label}`],
	] as const;

	test.each(failing)('%s: the error carries no secret', async (_name, baseUrlOf) => {
		logs.lines.length = 0;
		const leaks: string[] = [];
		const attempts = [
			...webhookTriggers.map((t) => ({ ...t, start: activate })),
			...pollingTriggers.map((t) => ({
				...t,
				start: async (setup: Parameters<typeof runPoll>[0]) => await runPoll(setup),
			})),
		];
		await Promise.all(
			attempts.map(async ({ name, credentialType, start }) => {
				const setup = {
					type: name,
					parameters: {},
					credentials: {
						[credentialType]: credentialData(credentialType, baseUrlOf(`trigger.${name}`)),
					},
				};
				const error = await start(setup).then(
					() => undefined,
					(e: unknown) => e,
				);
				expect([name, error === undefined]).toEqual([name, false]);
				leaks.push(...findSecrets(error, ALL_SECRETS, `${name} error`));
			}),
		);
		leaks.push(...findSecrets(logs.lines, ALL_SECRETS, 'log'));
		expect(leaks).toEqual([]);
	});
});
