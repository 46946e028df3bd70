import { ForwardProxy } from '../harness/forwardProxy';
import type { HttpsFront } from '../harness/httpsFront';
import { startHttpsFront } from '../harness/httpsFront';
import type { N8nClient } from '../harness/n8nClient';
import type { TestCertificates } from '../sandbox/tls';
import { makeTestCertificates } from '../sandbox/tls';
import type { Json } from '../fixtures';
import { FIXTURES, SandboxClient, requestWorkflow } from './interfaces';
import type { OwnStack } from './ownN8n';
import { publishedAndRemoved, startOwnStack } from './ownN8n';

/**
 * A real n8n in a company network that reaches services only through a forward proxy: started
 * with HTTP_PROXY and HTTPS_PROXY naming a proxy in the test (CONNECT tunnels for HTTPS) and
 * NO_PROXY=localhost. Every kind of request of the pack, to the sandbox over HTTP (127.0.0.1) and
 * over HTTPS (a front with a certificate of a CA n8n is given), goes through the proxy (its log
 * shows each) and works, the streamed files included; the sandbox reached as localhost does not.
 */

let stack: OwnStack | undefined;
const proxy = new ForwardProxy();
let n8n: N8nClient;
let sandbox: SandboxClient;
let sandboxUrl = '';
let ca: TestCertificates;
let front: HttpsFront;

beforeAll(async () => {
	ca = makeTestCertificates();
	stack = await startOwnStack('proxies', async (url) => {
		sandboxUrl = url;
		front = await startHttpsFront(ca.valid, sandboxUrl);
		await proxy.start();
		return {
			HTTP_PROXY: proxy.url,
			HTTPS_PROXY: proxy.url,
			NO_PROXY: 'localhost',
			NODE_EXTRA_CA_CERTS: ca.caFile,
		};
	});
	({ n8n, sandbox } = stack);
}, 300_000);

afterAll(async () => {
	front?.stop();
	await proxy.stop();
	await stack?.stop();
	ca?.remove();
});

const fixture = (slug: string) => FIXTURES.find((f) => f.slug === slug)!;

/** How the service is reached, and what the proxy's log shows of a request to it (none: not through the proxy). */
const ROUTES = [
	{
		name: 'over HTTP, through the proxy',
		base: () => sandboxUrl,
		through: () => new RegExp(`^[A-Z]+ ${sandboxUrl.replace(/\./g, '\\.')}/`),
	},
	{
		name: 'over HTTPS, through a CONNECT tunnel of the proxy',
		base: () => front.url,
		through: () => new RegExp(`^CONNECT ${new URL(front.url).host.replace(/\./g, '\\.')}$`),
	},
	{
		name: 'at localhost (in NO_PROXY), straight',
		base: () => sandboxUrl.replace('127.0.0.1', 'localhost'),
		through: undefined,
	},
] as const;

const credentials: Record<string, { id: string; name: string }> = {};
async function credentialFor(slug: string, base: string) {
	const key = `${slug} ${base}`;
	const { credential } = fixture(slug);
	credentials[key] ??= await n8n.createCredential({
		name: `${credential.name} (${base})`,
		type: credential.type,
		data: credential.data(`${base}/${slug}`),
	});
	return credentials[key];
}

let workflows = 0;
async function runNode(slug: string, base: string, parameters: Json, before = 0) {
	const webhookPath = `proxy-${++workflows}`;
	return await n8n.runByWebhook(
		requestWorkflow(
			fixture(slug),
			await credentialFor(slug, base),
			parameters,
			webhookPath,
			before,
		),
		webhookPath,
	);
}

/** Each kind of request, with what it yields when it works. */
const KINDS: Array<
	[
		kind: string,
		slug: string,
		act: (base: string) => Promise<unknown>,
		works: (result: any) => void,
	]
> = [
	[
		"the credential's test",
		'workspace_crm',
		async (base) => await n8n.testCredential((await credentialFor('workspace_crm', base)).id),
		(result) => expect(result.status).toBe('OK'),
	],
	[
		'a read over pages (Workspace CRM: Contact → Get Many, all)',
		'workspace_crm',
		async (base) =>
			await runNode('workspace_crm', base, {
				resource: 'contact',
				operation: 'getAll',
				returnAll: true,
			}),
		(execution) => expect(execution.status).toBe('success'),
	],
	[
		'a write (Workspace CRM: Contact → Create)',
		'workspace_crm',
		async (base) =>
			await runNode('workspace_crm', base, {
				resource: 'contact',
				operation: 'create',
				firstName: 'Ada',
				lastName: 'King',
			}),
		(execution) => expect(execution.status).toBe('success'),
	],
	[
		'a streamed download (Invoicing: Invoice → Download PDF of the invoice just created)',
		'invoicing',
		async (base) =>
			await runNode('invoicing', base, fixture('invoicing').crud.steps[2].parameters, 1),
		(execution) => expect(execution.status).toBe('success'),
	],
	[
		'a multipart upload (Signage: Media → Upload, after the file is made)',
		'signage',
		async (base) => await runNode('signage', base, fixture('signage').crud.steps[2].parameters, 2),
		(execution) => expect(execution.status).toBe('success'),
	],
	[
		'a polling trigger (its first poll)',
		'workspace_crm',
		async (base) =>
			await publishedAndRemoved(
				n8n,
				sandbox,
				fixture('workspace_crm'),
				await credentialFor('workspace_crm', base),
				'polling',
			),
		(result) => expect(result.state?.status).toBe('activated'),
	],
	[
		'a webhook trigger (Payments): registered, then removed',
		'payments',
		async (base) =>
			await publishedAndRemoved(
				n8n,
				sandbox,
				fixture('payments'),
				await credentialFor('payments', base),
				'webhook',
			),
		(result) =>
			expect(result).toMatchObject({
				state: { status: 'activated' },
				registered: true,
				removed: true,
			}),
	],
];

describe.each(ROUTES.map((r) => [r.name, r] as const))('%s', (_name, route) => {
	test.each(KINDS)('%s', async (_kind, slug, act, works) => {
		const arrivedBefore = (await sandbox.log(slug)).length;
		const loggedBefore = proxy.log.length;
		const result = await act(route.base());
		works(result);
		const arrived = (await sandbox.log(slug)).length - arrivedBefore;
		const proxied = proxy.log.slice(loggedBefore);
		expect(arrived).toBeGreaterThan(0);
		if (!route.through) {
			expect(proxied.filter((line) => line.includes(String(new URL(sandboxUrl).port)))).toEqual([]);
			return;
		}
		const ours = proxied.filter((line) => route.through!().test(line));
		expect(ours.length).toBeGreaterThan(0);
		// Over HTTP the proxy passes on each request itself: as many as reached the sandbox (but for
		// the test's own look-ups of the webhooks a service holds, sent to it straight).
		if (route === ROUTES[0] && slug !== 'payments') expect(ours).toHaveLength(arrived);
	});
});
