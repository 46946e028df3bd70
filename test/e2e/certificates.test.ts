import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { N8nClient } from '../harness/n8nClient';
import { freePort, startSandbox, stopChild } from '../../scripts/n8n/stack';
import { startOwnN8n } from './ownN8n';
import { ensureToolchain } from '../../scripts/n8n/toolchain';
import type { KeyAndCert, TestCertificates } from '../sandbox/tls';
import { makeTestCertificates } from '../sandbox/tls';
import { ARTIFACTS } from './env';
import type { Json } from '../fixtures';
import { FIXTURES, SandboxClient, requestWorkflow, triggerWorkflow } from './interfaces';

/**
 * The pack in a real n8n reaching its services over HTTPS. n8n runs with NODE_EXTRA_CA_CERTS
 * naming the tests' CA; the sandbox is reached through HTTPS fronts (TLS ends there, the request
 * goes on to the sandbox), each with one certificate: of that CA (trusted), of a second CA n8n
 * was not given (as without NODE_EXTRA_CA_CERTS), self-signed, and of the trusted CA for another
 * host name. Every credential's test and one request of each kind fail at the handshake with the
 * certificate error (nothing reaching the sandbox) or pass; Ignore SSL Issues makes them pass.
 */

const toolchain = ensureToolchain();
const home = path.join(ARTIFACTS, 'certificates');
const children: ChildProcess[] = [];
let n8n: N8nClient;
let n8nUrl = '';
let sandbox: SandboxClient;
let trustedCa: TestCertificates;
let otherCa: TestCertificates;

/** An HTTPS front for the sandbox: its URL, and the connections and requests it has had. */
interface Front {
	url: string;
	connections: number;
	requests: number;
	server: https.Server;
}
const fronts: Record<string, Front> = {};

function startFront(certificate: KeyAndCert, sandboxUrl: string): Promise<Front> {
	const target = new URL(sandboxUrl);
	const front = { url: '', connections: 0, requests: 0 } as Front;
	front.server = https.createServer(certificate, (req, res) => {
		front.requests++;
		const onward = http.request(
			{
				host: target.hostname,
				port: target.port,
				method: req.method,
				path: req.url,
				headers: req.headers,
			},
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
			},
		);
		onward.on('error', () => res.destroy());
		req.pipe(onward);
	});
	front.server.on('connection', () => front.connections++);
	return new Promise((resolve) =>
		front.server.listen(0, '127.0.0.1', () => {
			front.url = `https://127.0.0.1:${(front.server.address() as AddressInfo).port}`;
			resolve(front);
		}),
	);
}

beforeAll(async () => {
	rmSync(home, { recursive: true, force: true });
	mkdirSync(home, { recursive: true });
	trustedCa = makeTestCertificates();
	otherCa = makeTestCertificates();
	const own = await startSandbox(home, await freePort(), path.join(home, 'sandbox.log'));
	children.push(own.sandbox);
	sandbox = new SandboxClient(own.sandboxUrl);
	fronts.trusted = await startFront(trustedCa.valid, own.sandboxUrl);
	fronts.unknownCa = await startFront(otherCa.valid, own.sandboxUrl);
	fronts.selfSigned = await startFront(trustedCa.selfSigned, own.sandboxUrl);
	fronts.otherHost = await startFront(trustedCa.otherHost, own.sandboxUrl);
	const started = await startOwnN8n(toolchain, home, { NODE_EXTRA_CA_CERTS: trustedCa.caFile });
	children.push(started.n8n);
	n8nUrl = started.n8nUrl;
	n8n = started.client;
}, 300_000);

afterAll(async () => {
	for (const front of Object.values(fronts)) front.server.close();
	await Promise.all(children.map(stopChild));
	trustedCa?.remove();
	otherCa?.remove();
});

const fixture = (slug: string) => FIXTURES.find((f) => f.slug === slug)!;

interface Case {
	name: string;
	front: string;
	ignoreSslIssues: boolean;
	/** Node's code and the problem the error names; undefined: it works */
	fails?: [code: string, problem: string];
}
const CASES: Case[] = [
	{
		name: 'a CA n8n was not given',
		front: 'unknownCa',
		ignoreSslIssues: false,
		fails: [
			'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
			'it is signed by a certificate authority (CA) that n8n does not trust',
		],
	},
	{
		name: 'self-signed',
		front: 'selfSigned',
		ignoreSslIssues: false,
		fails: ['DEPTH_ZERO_SELF_SIGNED_CERT', 'it is self-signed'],
	},
	{
		name: 'for another host name, of the CA n8n was given',
		front: 'otherHost',
		ignoreSslIssues: false,
		fails: ['ERR_TLS_CERT_ALTNAME_INVALID', 'it is issued for another host name'],
	},
	{
		name: 'of the CA n8n was given (NODE_EXTRA_CA_CERTS)',
		front: 'trusted',
		ignoreSslIssues: false,
	},
	{
		name: 'of a CA n8n was not given, Ignore SSL Issues on',
		front: 'unknownCa',
		ignoreSslIssues: true,
	},
	{ name: 'self-signed, Ignore SSL Issues on', front: 'selfSigned', ignoreSslIssues: true },
];

const credentials: Record<string, { id: string; name: string }> = {};
/** The interface's credential at the case's front. */
async function credentialFor(slug: string, { front, ignoreSslIssues }: Case) {
	const key = `${slug} ${front} ${ignoreSslIssues}`;
	const { credential } = fixture(slug);
	credentials[key] ??= await n8n.createCredential({
		name: `${credential.name} (${key})`,
		type: credential.type,
		data: {
			...credential.data(`${fronts[front].url}/${slug}`),
			...(ignoreSslIssues && { allowUnauthorizedCerts: true }),
		},
	});
	return credentials[key];
}

/** Runs `act` and counts what it cost at the case's front. */
async function counted<T>({ front }: Case, act: () => Promise<T>) {
	const [connections, requests] = [fronts[front].connections, fronts[front].requests];
	const result = await act();
	return {
		result,
		connections: fronts[front].connections - connections,
		requests: fronts[front].requests - requests,
	};
}

function expectCertificateError(text: string | undefined, [code, problem]: [string, string]) {
	expect(text).toContain('n8n cannot verify the certificate of 127.0.0.1:');
	expect(text).toContain(`: ${problem} (${code}), so nothing was sent.`);
	expect(text).toContain(
		'Give n8n the CA that signed it, fix the certificate, or turn on Ignore SSL Issues (Insecure) in the credential',
	);
	expect(text).not.toMatch(/may have|after \d attempts/);
}

let workflows = 0;
/** The interface's node with these parameters (after `before` steps of its CRUD path, n8n's own nodes), started by a webhook. */
async function runNode(
	slug: string,
	credential: { id: string; name: string },
	parameters: Json,
	before = 0,
) {
	const webhookPath = `tls-${++workflows}`;
	return await n8n.runByWebhook(
		requestWorkflow(fixture(slug), credential, parameters, webhookPath, before),
		webhookPath,
	);
}

/** Publishes the interface's first trigger of the kind, settles, then unpublishes it; answers its status and the webhooks the service had meanwhile. */
async function publishTrigger(
	slug: string,
	credential: { id: string; name: string },
	which: 'polling' | 'webhook',
) {
	const { pollingTriggers, webhookTriggers } = fixture(slug);
	const trigger = which === 'polling' ? pollingTriggers[0] : webhookTriggers[0];
	const { workflow, webhookId } = triggerWorkflow(fixture(slug), trigger, credential);
	const created = await n8n.createWorkflow(workflow);
	await n8n.publish(created.id);
	const state = await n8n.publicationSettled(created.id);
	const remote = 'remote' in trigger ? trigger.remote : undefined;
	const url = `${n8nUrl}/webhook/${webhookId}/${'webhookPath' in trigger ? trigger.webhookPath : ''}`;
	const registered = (await remote?.webhookUrls?.(sandbox)) ?? [];
	await n8n.unpublish(created.id);
	await n8n.publicationSettled(created.id);
	const removed = (await remote?.webhookUrls?.(sandbox)) ?? [];
	return { state, registered: registered.includes(url), removed: !removed.includes(url) };
}

/** One request of each kind an action node makes, each the first request of its workflow. */
const ACTION_KINDS: Array<[kind: string, slug: string, parameters: Json, before?: number]> = [
	[
		'a read over pages (Workspace CRM: Contact → Get Many, all)',
		'workspace_crm',
		{ resource: 'contact', operation: 'getAll', returnAll: true },
	],
	[
		'a write (Workspace CRM: Contact → Create)',
		'workspace_crm',
		{ resource: 'contact', operation: 'create', firstName: 'Ada', lastName: 'King' },
	],
	[
		'a streamed download (Invoicing: Invoice → Download PDF)',
		'invoicing',
		{
			resource: 'invoice',
			operation: 'downloadPdf',
			invoiceId: { __rl: true, mode: 'id', value: 'inv_000001' },
		},
	],
	[
		'a multipart upload (Signage: Media → Upload, after the file is made)',
		'signage',
		fixture('signage').crud.steps[2].parameters,
		2,
	],
];

describe.each(CASES.map((c) => [c.name, c] as const))('a certificate %s', (_name, scenario) => {
	test("every credential's test", async () => {
		const results: Json = {};
		for (const { slug, credential } of FIXTURES) {
			const { result, requests } = await counted(scenario, async () =>
				n8n.testCredential((await credentialFor(slug, scenario)).id),
			);
			results[credential.type] = { ...result, requests };
		}
		for (const [type, result] of Object.entries(results)) {
			if (scenario.fails) {
				expect({ type, status: result.status }).toEqual({ type, status: 'Error' });
				expectCertificateError(result.message, scenario.fails);
				expect({ type, requests: result.requests }).toEqual({ type, requests: 0 });
			} else {
				expect({ type, status: result.status }).toEqual({ type, status: 'OK' });
				expect(result.requests).toBeGreaterThan(0);
			}
		}
	});

	test.each(ACTION_KINDS)('%s', async (_kind, slug, parameters, before = 0) => {
		const credential = await credentialFor(slug, scenario);
		const { result, connections, requests } = await counted(scenario, async () =>
			runNode(slug, credential, parameters, before),
		);
		if (!scenario.fails) {
			expect(result.status).toBe('success');
			expect(requests).toBeGreaterThan(0);
			return;
		}
		expect(result.status).toBe('error');
		const error = result.data?.resultData?.error as Json | undefined;
		expectCertificateError(String(error?.message), scenario.fails);
		expect(String(error?.description)).toContain('NODE_EXTRA_CA_CERTS');
		// The handshakes of what ran before (the upload's file is made by n8n's own nodes): one.
		expect({ connections, requests }).toEqual({ connections: 1, requests: 0 });
	});

	test.each([
		['a polling trigger (Workspace CRM): its first poll', 'workspace_crm', 'polling'],
		['a webhook trigger (Payments): registered, then removed', 'payments', 'webhook'],
	] as const)('%s', async (_name, slug, which) => {
		const credential = await credentialFor(slug, scenario);
		const { result, requests } = await counted(scenario, async () =>
			publishTrigger(slug, credential, which),
		);
		if (!scenario.fails) {
			expect(result.state?.status).toBe('activated');
			if (which === 'webhook') expect(result).toMatchObject({ registered: true, removed: true });
			return;
		}
		expect(result.state?.status).toBe('failed');
		expectCertificateError(result.state?.errorMessage ?? undefined, scenario.fails);
		expect(requests).toBe(0);
	});
});
