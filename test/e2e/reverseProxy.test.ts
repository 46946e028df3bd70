import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { N8nClient } from '../harness/n8nClient';
import { callWebhook, eventually } from '../harness/n8nClient';
import { freePort, startSandbox, stopChild } from '../../scripts/n8n/stack';
import { ensureToolchain } from '../../scripts/n8n/toolchain';
import { ARTIFACTS } from './env';
import type { Json } from '../fixtures';
import {
	FIXTURES,
	SandboxClient,
	remoteRegistrations,
	tamper,
	triggerWorkflow,
} from './interfaces';
import { startOwnN8n } from './ownN8n';

/**
 * n8n behind a reverse proxy that gives it its public address: WEBHOOK_URL is the proxy's address
 * with a path prefix (`/automation/`), which the proxy takes off before passing a request on to
 * n8n. Every webhook trigger registers the public URL with its service (never n8n's own address),
 * a signed delivery sent there passes through the proxy, passes the trigger's signature check and
 * starts one execution, a tampered one none, and unpublishing removes the registration.
 */

const toolchain = ensureToolchain();
const home = path.join(ARTIFACTS, 'reverse-proxy');
const PREFIX = '/automation';
const children: ChildProcess[] = [];
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
	rmSync(home, { recursive: true, force: true });
	mkdirSync(home, { recursive: true });
	const own = await startSandbox(home, await freePort(), path.join(home, 'sandbox.log'));
	children.push(own.sandbox);
	sandbox = new SandboxClient(own.sandboxUrl);
	await new Promise<void>((resolve) => reverseProxy.listen(0, '127.0.0.1', resolve));
	publicUrl = `http://127.0.0.1:${(reverseProxy.address() as AddressInfo).port}${PREFIX}`;
	const started = await startOwnN8n(toolchain, home, { WEBHOOK_URL: `${publicUrl}/` });
	children.push(started.n8n);
	n8nUrl = started.n8nUrl;
	n8n = started.client;
}, 300_000);

afterAll(async () => {
	reverseProxy.close();
	await Promise.all(children.map((child) => stopChild(child)));
});

const CASES = FIXTURES.flatMap((fixture) =>
	fixture.webhookTriggers.map((trigger) => [trigger.node, fixture, trigger] as const),
);

test.each(CASES)(
	'%s: registers the public URL, a delivery through the reverse proxy runs once, unpublishing removes it',
	async (_node, fixture, trigger) => {
		const credential = await n8n.createCredential({
			name: `${fixture.credential.name} (behind a reverse proxy)`,
			type: fixture.credential.type,
			data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
		});
		const { workflow, webhookId } = triggerWorkflow(fixture, trigger, credential);
		const created = await n8n.createWorkflow(workflow);
		const url = `${publicUrl}/webhook/${webhookId}/${trigger.webhookPath}`;
		const logged = (await sandbox.log(fixture.slug)).length;
		await n8n.publish(created.id);
		const { remote } = trigger;
		let registration: Json | undefined;
		if (remote) {
			const registrations = await remoteRegistrations(
				sandbox,
				fixture,
				{ ...trigger, remote },
				url,
				logged,
			);
			expect(registrations).toHaveLength(1);
			registration = registrations[0].body;
			// n8n's own address is registered nowhere
			const everything = JSON.stringify((await sandbox.log(fixture.slug)).slice(logged));
			expect(everything).not.toContain(n8nUrl);
			if (remote.webhookUrls) expect(await remote.webhookUrls(sandbox)).toContain(url);
		}

		const delivery = await trigger.delivery(registration, sandbox);
		const send = async (body: string) =>
			await callWebhook(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json', ...delivery.headers },
				body,
			});
		const passedOn = proxied.length;
		expect((await send(delivery.body)).status).toBeLessThan(300);
		expect(await n8n.awaitExecutions(created.id, 1, 30)).toHaveLength(1);
		expect((await send(tamper(delivery.body))).status).toBe(401);
		await new Promise((resolve) => setTimeout(resolve, 2000));
		expect(await n8n.executions(created.id)).toHaveLength(1);
		// Both deliveries came through the proxy and nothing else did; a trigger n8n registers no
		// remote hook for may answer the first try 404 while its webhook goes live (callWebhook tries again).
		const passed = proxied.slice(passedOn);
		expect(new Set(passed)).toEqual(
			new Set([`POST ${PREFIX}/webhook/${webhookId}/${trigger.webhookPath}`]),
		);
		expect(passed.length).toBeGreaterThanOrEqual(2);

		await n8n.unpublish(created.id);
		const listed = remote?.webhookUrls;
		if (listed)
			await eventually('remote webhook removed', 30, async () =>
				(await listed(sandbox)).includes(url) ? undefined : true,
			);
	},
);
