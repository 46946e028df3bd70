import { ForwardProxy } from '../harness/forwardProxy';
import { useSandbox } from '../harness/sandbox';
import { makeTestCertificates } from '../sandbox/tls';
import type { RequestKindCase } from './requestKinds';
import { fixtureCredential, requestKinds } from './requestKinds';

/**
 * n8n behind a company's forward proxy, through the engine: n8n's request helpers read
 * HTTP_PROXY, HTTPS_PROXY and NO_PROXY from n8n's environment on each request (what a user sets
 * for n8n, set here in the test's process). Every kind of request the pack makes goes through the
 * proxy and works: to an HTTP service as a request with the full address, to an HTTPS one
 * through a CONNECT tunnel (its certificate still checked, here by Ignore SSL Issues being on);
 * NO_PROXY naming the service's host sends them straight to it.
 */

const certificates = makeTestCertificates();
afterAll(() => certificates.remove());
const plain = useSandbox();
const secure = useSandbox(certificates.selfSigned);
const proxy = new ForwardProxy();
beforeAll(async () => await proxy.start());
afterAll(async () => await proxy.stop());

const PROXY_VARIABLES = [
	'HTTP_PROXY',
	'HTTPS_PROXY',
	'NO_PROXY',
	'http_proxy',
	'https_proxy',
	'no_proxy',
];
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]));
function proxyEnv(settings: Record<string, string>) {
	for (const name of PROXY_VARIABLES) delete process.env[name];
	Object.assign(process.env, settings);
}
afterAll(() => {
	for (const [name, value] of Object.entries(saved))
		if (value === undefined) delete process.env[name];
		else process.env[name] = value;
});

const SERVICES = [
	{
		name: 'an HTTP service',
		bed: plain,
		kinds: requestKinds(plain),
		/** What the proxy's log shows of a request to the service */
		through: (port: number) => new RegExp(`^[A-Z]+ http://127\\.0\\.0\\.1:${port}/`),
	},
	{
		name: 'an HTTPS service',
		bed: secure,
		kinds: requestKinds(secure, (slug, baseUrl) => ({
			...fixtureCredential(slug, baseUrl),
			allowUnauthorizedCerts: true,
		})),
		through: (port: number) => new RegExp(`^CONNECT 127\\.0\\.0\\.1:${port}$`),
	},
];

describe.each(SERVICES.map((s) => [s.name, s] as const))('%s', (_name, { bed, kinds, through }) => {
	const prepared = async ({ given }: RequestKindCase) => {
		proxyEnv({});
		const state = (await given?.()) ?? {};
		bed.sandbox.clearLog();
		proxy.log.length = 0;
		return state;
	};

	test.each(kinds.map((k) => [k.kind, k] as const))(
		'%s: through the proxy (HTTP_PROXY and HTTPS_PROXY), and works',
		async (_kind, kind) => {
			const state = await prepared(kind);
			proxyEnv({ HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url });
			const outcome = await kind.act(state);
			expect(outcome.error).toBeUndefined();
			kind.works(outcome);
			expect(bed.sandbox.requestCount).toBeGreaterThan(0);
			expect(proxy.log.length).toBeGreaterThan(0);
			expect(proxy.log.filter((line) => !through(bed.sandbox.port).test(line))).toEqual([]);
			// Each request to a plain HTTP service is one the proxy passed on; HTTPS tunnels carry several.
			if (bed === plain) expect(proxy.log).toHaveLength(bed.sandbox.requestCount);
		},
	);

	test.each(kinds.map((k) => [k.kind, k] as const))(
		'%s: straight to the service when NO_PROXY names its host',
		async (_kind, kind) => {
			const state = await prepared(kind);
			proxyEnv({ HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, NO_PROXY: '127.0.0.1' });
			const outcome = await kind.act(state);
			expect(outcome.error).toBeUndefined();
			kind.works(outcome);
			expect(bed.sandbox.requestCount).toBeGreaterThan(0);
			expect(proxy.log).toEqual([]);
		},
	);
});
