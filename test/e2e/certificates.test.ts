import type { N8nClient } from '../harness/n8nClient';
import type { OwnStack } from './ownN8n';
import { publishedAndRemoved, startOwnStack } from './ownN8n';
import type { HttpsFront } from '../harness/httpsFront';
import { startHttpsFront } from '../harness/httpsFront';
import type { TestCertificates } from '../sandbox/tls';
import { makeTestCertificates } from '../sandbox/tls';
import type { Json } from '../fixtures';
import { FIXTURES, SandboxClient, requestWorkflow } from './interfaces';
import { byId } from '../fixtures/types';

/**
 * The pack in a real n8n reaching its services over HTTPS. n8n runs with NODE_EXTRA_CA_CERTS
 * naming the tests' CA; the sandbox is reached through HTTPS fronts (TLS ends there, the request
 * goes on to the sandbox), each with one certificate: of that CA (trusted), of a second CA n8n
 * was not given (as without NODE_EXTRA_CA_CERTS), self-signed, and of the trusted CA for another
 * host name. Every credential's test and one request of each kind fail at the handshake with the
 * certificate error (nothing reaching the sandbox) or pass; Ignore SSL Issues makes them pass.
 */

let stack: OwnStack | undefined;
let n8n: N8nClient;
let sandbox: SandboxClient;
let trustedCa: TestCertificates;
let otherCa: TestCertificates;

const fronts: Record<string, HttpsFront> = {};

beforeAll(async () => {
	trustedCa = makeTestCertificates();
	otherCa = makeTestCertificates();
	stack = await startOwnStack('certificates', async (sandboxUrl) => {
		fronts.trusted = await startHttpsFront(trustedCa.valid, sandboxUrl);
		fronts.unknownCa = await startHttpsFront(otherCa.valid, sandboxUrl);
		fronts.selfSigned = await startHttpsFront(trustedCa.selfSigned, sandboxUrl);
		fronts.otherHost = await startHttpsFront(trustedCa.otherHost, sandboxUrl);
		return { NODE_EXTRA_CA_CERTS: trustedCa.caFile };
	});
	({ n8n, sandbox } = stack);
}, 300_000);

afterAll(async () => {
	for (const front of Object.values(fronts)) front.stop();
	await stack?.stop();
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

/** One request of each kind an action node makes, each the first request of its workflow. */
const ACTION_KINDS: Array<
	[kind: string, slug: string, request: (working: boolean) => [parameters: Json, before: number]]
> = [
	[
		'a read over pages (Workspace CRM: Contact → Get Many, all)',
		'workspace_crm',
		() => [{ resource: 'contact', operation: 'getAll', returnAll: true }, 0],
	],
	[
		'a write (Workspace CRM: Contact → Create)',
		'workspace_crm',
		() => [{ resource: 'contact', operation: 'create', firstName: 'Ada', lastName: 'King' }, 0],
	],
	[
		// Working, it downloads the invoice just created; failing, the download is the first request.
		'a streamed download (Invoicing: Invoice → Download PDF)',
		'invoicing',
		(working) =>
			working
				? [fixture('invoicing').crud.steps[2].parameters, 1]
				: [{ ...fixture('invoicing').crud.steps[2].parameters, invoiceId: byId('inv_000001') }, 0],
	],
	[
		'a multipart upload (Signage: Media → Upload, after the file is made)',
		'signage',
		() => [fixture('signage').crud.steps[2].parameters, 2],
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

	test.each(ACTION_KINDS)('%s', async (_kind, slug, request) => {
		const credential = await credentialFor(slug, scenario);
		const [parameters, before] = request(!scenario.fails);
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
			publishedAndRemoved(n8n, sandbox, fixture(slug), credential, which),
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
