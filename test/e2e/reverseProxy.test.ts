import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { N8nClient } from '../harness/n8nClient';
import type { SandboxClient } from './interfaces';
import { FIXTURES } from './interfaces';
import type { OwnStack } from './ownN8n';
import { startOwnStack } from './ownN8n';
import { lifecycleAsIntended, webhookLifecycle } from './webhookLifecycle';

/**
 * n8n behind a reverse proxy that gives it its public address: WEBHOOK_URL is the proxy's address
 * with a path prefix (`/automation/`), which the proxy takes off before passing a request on to
 * n8n. Every webhook trigger registers the public URL with its service (never n8n's own address),
 * a signed delivery sent there passes through the proxy, passes the trigger's signature check and
 * starts one execution, a tampered one none, and unpublishing removes the registration.
 */

const PREFIX = '/automation';
let stack: OwnStack | undefined;
let n8n: N8nClient;
let n8nUrl = '';
let publicUrl = '';
let sandbox: SandboxClient;

/** What the reverse proxy passed on to n8n: `POST /automation/webhook/...` */
const proxied: string[] = [];
const reverseProxy = http.createServer((req, res) => {
	const url = String(req.url);
	if (!url.startsWith(`${PREFIX}/`)) return void res.writeHead(404).end();
	proxied.push(`${req.method} ${url}`);
	const target = new URL(n8nUrl);
	const onward = http.request(
		{
			host: target.hostname,
			port: target.port,
			method: req.method,
			path: url.slice(PREFIX.length),
			headers: { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host },
		},
		(answer) => {
			res.writeHead(answer.statusCode ?? 502, answer.headers);
			answer.pipe(res);
		},
	);
	onward.on('error', () => res.destroy());
	req.pipe(onward);
});

beforeAll(async () => {
	await new Promise<void>((resolve) => reverseProxy.listen(0, '127.0.0.1', resolve));
	publicUrl = `http://127.0.0.1:${(reverseProxy.address() as AddressInfo).port}${PREFIX}`;
	stack = await startOwnStack('reverse-proxy', () => ({ WEBHOOK_URL: `${publicUrl}/` }));
	({ n8nUrl, n8n, sandbox } = stack);
}, 300_000);

afterAll(async () => {
	reverseProxy.close();
	await stack?.stop();
});

const CASES = FIXTURES.flatMap((fixture) =>
	fixture.webhookTriggers.map((trigger) => [trigger.node, fixture, trigger] as const),
);

test.each(CASES)(
	'%s: registers the public URL, a delivery through the reverse proxy runs once, unpublishing removes it',
	async (_node, fixture, trigger) => {
		const passedOn = proxied.length;
		const { url, webhookId, sentToService, seen } = await webhookLifecycle(
			n8n,
			sandbox,
			fixture,
			trigger,
			{
				webhookBase: publicUrl,
				credentialName: `${fixture.credential.name} (behind a reverse proxy)`,
			},
		);
		expect(seen).toEqual(lifecycleAsIntended(trigger, {}));
		// The public URL is what was registered; n8n's own address is registered nowhere
		if (trigger.remote) expect(sentToService).toContain(url);
		expect(sentToService).not.toContain(n8nUrl);
		// Every delivery came through the proxy and nothing else did; a trigger n8n registers no
		// remote hook for may answer the first try 404 while its webhook goes live (callWebhook tries again).
		const passed = proxied.slice(passedOn);
		expect(new Set(passed)).toEqual(
			new Set([`POST ${PREFIX}/webhook/${webhookId}/${trigger.webhookPath}`]),
		);
		expect(passed.length).toBeGreaterThanOrEqual(3);
	},
);
