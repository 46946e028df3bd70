import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { N8nClient, fetchFresh, outputs } from '../harness/n8nClient';
import type { OwnStack } from './ownN8n';
import { startOwnStack } from './ownN8n';
import { n8nRelease } from '../../scripts/n8n/toolchain';
import { e2eEnv } from './env';
import type { Json } from '../fixtures';
import {
	FIXTURES,
	SandboxClient,
	crudWorkflow,
	nodeType,
	requestWorkflow,
	triggerWorkflow,
} from './interfaces';

/**
 * The pack in a real n8n 2.x with its outbound protection on (N8N_SSRF_PROTECTION_ENABLED=true,
 * its default blocked ranges, localhost allowed by name): a sandbox at 127.0.0.1 (blocked) is
 * refused every kind of request, each once (n8n's own count of refusals, its Prometheus metric),
 * nothing reaching it, the error naming host and setting; the same sandbox reached as localhost
 * (allowed) works. An n8n of its own, as the suite's n8n runs without the protection.
 */

/** n8n 1.x has no such protection (the compatibility run): nothing here applies to it. */
const suite = n8nRelease(e2eEnv().n8nVersion).major >= 2 ? describe : describe.skip;
let stack: OwnStack | undefined;
let n8n: N8nClient;
let n8nUrl = '';
let sandbox: SandboxClient;
/** The sandbox reached by name, which the protection allows */
let allowedSandbox: SandboxClient;
type Credential = { id: string; name: string };

const ALLOWED = { N8N_SSRF_ALLOWED_HOSTNAMES: 'localhost' };

/** A server at localhost (allowed) that redirects every request to the sandbox at 127.0.0.1 (blocked). */
let redirector: http.Server;
let redirected = 0;

beforeAll(async () => {
	stack = await startOwnStack('ssrf', () => ({
		N8N_SSRF_PROTECTION_ENABLED: 'true',
		...ALLOWED,
		// n8n's count of the requests its protection refused, read at /metrics
		N8N_METRICS: 'true',
		N8N_METRICS_INCLUDE_SSRF_METRICS: 'true',
	}));
	({ n8nUrl, n8n, sandbox } = stack);
	const { sandboxUrl } = stack;
	allowedSandbox = new SandboxClient(sandboxUrl.replace('127.0.0.1', 'localhost'));
	redirector = http.createServer((req, res) => {
		redirected++;
		res.writeHead(307, { location: `${sandboxUrl}${req.url}` }).end();
	});
	await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
}, 300_000);

afterAll(async () => {
	redirector?.close();
	await stack?.stop();
});

/** How many requests n8n's protection has refused so far. */
async function refusals() {
	const text = await (await fetchFresh(`${n8nUrl}/metrics`)).text();
	return [...text.matchAll(/^n8n_ssrf_blocked_checks_total\{[^}]*\} (\d+)/gm)].reduce(
		(sum, [, count]) => sum + Number(count),
		0,
	);
}

/** Runs `act` and counts what it cost: n8n's refusals, and the requests that reached the sandbox. */
async function counted<T>(slug: string, act: () => Promise<T>) {
	const [refusedBefore, loggedBefore] = [await refusals(), (await sandbox.log(slug)).length];
	const result = await act();
	return {
		result,
		refused: (await refusals()) - refusedBefore,
		arrived: (await sandbox.log(slug)).length - loggedBefore,
	};
}

const fixture = (slug: string) => FIXTURES.find((f) => f.slug === slug)!;
const credentials: Record<string, Credential> = {};
/** A credential of the interface at the sandbox's blocked (127.0.0.1) or allowed (localhost) address. */
async function credentialAt(slug: string, at: 'blocked' | 'allowed') {
	const key = `${slug} ${at}`;
	const { credential } = fixture(slug);
	credentials[key] ??= await n8n.createCredential({
		name: `${credential.name} (${at})`,
		type: credential.type,
		data: credential.data((at === 'blocked' ? sandbox : allowedSandbox).baseUrl(slug)),
	});
	return credentials[key];
}

let workflows = 0;
/** The interface's node with these parameters (after `before` steps of its CRUD path, n8n's own nodes), started by a webhook. */
async function runNode(slug: string, credential: Credential, parameters: Json, before = 0) {
	const webhookPath = `ssrf-${++workflows}`;
	return await n8n.runByWebhook(
		requestWorkflow(fixture(slug), credential, parameters, webhookPath, before),
		webhookPath,
	);
}

/** The execution's error as n8n stored it: message and description of the failing node. */
const failure = (execution: Json) => {
	const error = execution.data?.resultData?.error as Json | undefined;
	return { message: String(error?.message), description: String(error?.description) };
};

const refusedMessage = (method: string, slug: string) =>
	new RegExp(
		`n8n's SSRF protection refused to send ${method} http://127\\.0\\.0\\.1:\\d+/${slug}/\\S+ \\(127\\.0\\.0\\.1 is in a blocked IP range\\): nothing was sent\\. To allow it, add 127\\.0\\.0\\.1/32 to N8N_SSRF_ALLOWED_IP_RANGES`,
	);

/** The action node's request kinds, each the first request of its workflow. */
const ACTION_KINDS: Array<
	[kind: string, slug: string, method: string, parameters: Json, before?: number]
> = [
	[
		'a read over pages (Workspace CRM: Contact → Get Many, all)',
		'workspace_crm',
		'GET',
		{ resource: 'contact', operation: 'getAll', returnAll: true },
	],
	[
		'a write (Workspace CRM: Contact → Create)',
		'workspace_crm',
		'POST',
		{ resource: 'contact', operation: 'create', firstName: 'Ada', lastName: 'King' },
	],
	[
		'a streamed download (Invoicing: Invoice → Download PDF)',
		'invoicing',
		'GET',
		{
			resource: 'invoice',
			operation: 'downloadPdf',
			invoiceId: { __rl: true, mode: 'id', value: 'inv_000001' },
		},
	],
	[
		'a multipart upload (Signage: Media → Upload, after the file is made)',
		'signage',
		'POST',
		fixture('signage').crud.steps[2].parameters,
		2,
	],
];

suite('a sandbox at a blocked address (127.0.0.1)', () => {
	test.each(ACTION_KINDS)(
		'%s: refused once, nothing arrives, the execution error names host and setting',
		async (_kind, slug, method, parameters, before = 0) => {
			const credential = await credentialAt(slug, 'blocked');
			const { result, refused, arrived } = await counted(slug, async () =>
				runNode(slug, credential, parameters, before),
			);
			expect(result.status).toBe('error');
			const { message, description } = failure(result);
			expect(message).toMatch(refusedMessage(method, slug));
			expect(description).toContain('N8N_SSRF_PROTECTION_ENABLED=true');
			expect(`${message} ${description}`).not.toMatch(/may have|after \d attempts/);
			expect({ refused, arrived }).toEqual({ refused: 1, arrived: 0 });
		},
	);

	test('a read redirected from an allowed host (localhost) to it: refused at the hop, once', async () => {
		const port = (redirector.address() as AddressInfo).port;
		const credential = await n8n.createCredential({
			name: 'BizOps Workspace CRM (redirected)',
			type: fixture('workspace_crm').credential.type,
			data: fixture('workspace_crm').credential.data(`http://localhost:${port}/workspace_crm`),
		});
		redirected = 0;
		const { result, refused, arrived } = await counted('workspace_crm', async () =>
			runNode('workspace_crm', credential, { resource: 'contact', operation: 'getAll', limit: 5 }),
		);
		const { message, description } = failure(result);
		expect(message).toMatch(
			/^Workspace CRM: the read was redirected to http:\/\/127\.0\.0\.1:\d+\/workspace_crm\/\S+, and n8n's SSRF protection refused to send it there \(127\.0\.0\.1 is in a blocked IP range\): nothing was sent\. To allow it, add 127\.0\.0\.1\/32 to N8N_SSRF_ALLOWED_IP_RANGES/,
		);
		expect(description).toContain('N8N_SSRF_PROTECTION_ENABLED=true');
		expect({ redirected, refused, arrived }).toEqual({ redirected: 1, refused: 1, arrived: 0 });
	});

	test('the dropdowns and searches of the editor: refused once each, the answer names host and setting', async () => {
		const credential = await credentialAt('workspace_crm', 'blocked');
		const ask = (endpoint: string, body: Json) => async () =>
			await n8n
				.rest('POST', `/dynamic-node-parameters/${endpoint}`, {
					path: 'parameters',
					nodeTypeAndVersion: { name: nodeType('workspaceCrm'), version: 1 },
					currentNodeParameters: { resource: 'contact', operation: 'get' },
					credentials: { [fixture('workspace_crm').credential.type]: credential },
					...body,
				})
				.then(
					() => 'answered',
					(error: Error) => error.message,
				);
		for (const [endpoint, methodName] of [
			['options', 'getCountries'],
			['resource-locator-results', 'searchContacts'],
		]) {
			const { result, refused, arrived } = await counted(
				'workspace_crm',
				ask(endpoint, { methodName }),
			);
			expect(result).toMatch(refusedMessage('GET', 'workspace_crm'));
			expect({ refused, arrived }).toEqual({ refused: 1, arrived: 0 });
		}
	});
});

/**
 * n8n 2.40.7 publishes in the background and itself tries a trigger's activation up to 5 times
 * (its TRIGGER_ACTIVATION_MAX_ATTEMPTS), and its removal on unpublishing up to 3 (its
 * TRIGGER_TEARDOWN_MAX_ATTEMPTS), pausing 1, 2, 4, 8 s between them: the pack adds no attempt of
 * its own, so each of n8n's attempts is one refused request per request it makes.
 */
const N8N_ACTIVATION_ATTEMPTS = 5;
const N8N_REMOVAL_ATTEMPTS = 3;

/** Publishes the interface's first polling or webhook trigger, once n8n has activated it or given up. */
async function publishTrigger(slug: string, credential: Credential, which: 'polling' | 'webhook') {
	const { pollingTriggers, webhookTriggers } = fixture(slug);
	const trigger = which === 'polling' ? pollingTriggers[0] : webhookTriggers[0];
	const { workflow, webhookId } = triggerWorkflow(fixture(slug), trigger, credential);
	const created = await n8n.createWorkflow(workflow);
	await n8n.publish(created.id);
	const path = 'webhookPath' in trigger ? trigger.webhookPath : '';
	const remote = 'remote' in trigger ? trigger.remote : undefined;
	return {
		id: created.id,
		trigger: await n8n.publicationSettled(created.id),
		url: `${n8nUrl}/webhook/${webhookId}/${path}`,
		webhookUrls: async () => (await remote?.webhookUrls?.(sandbox)) ?? [],
	};
}

async function unpublishTrigger(workflowId: string) {
	await n8n.unpublish(workflowId);
	await n8n.publicationSettled(workflowId);
}

suite('a sandbox at a blocked address (127.0.0.1): activation and the credential test', () => {
	/** Each trigger, the request its activation makes first, and its requests per attempt of n8n's */
	const TRIGGERS = [
		['a polling trigger (its first poll)', 'workspace_crm', 'polling', 'GET', 1],
		// n8n follows a failed registration with the trigger's removal, which lists too: refused as well
		['a webhook trigger that lists first (Payments)', 'payments', 'webhook', 'GET', 2],
		[
			'a webhook trigger that registers with a write (Invoicing)',
			'invoicing',
			'webhook',
			'POST',
			1,
		],
	] as const;

	// Side by side: n8n's attempts take 15 s for each.
	test(`triggers (${TRIGGERS.map(([name]) => name).join('; ')}): their activation fails with the message naming host and setting, each of n8n's attempts refused once`, async () => {
		const logged = await Promise.all(
			TRIGGERS.map(async ([, slug]) => (await sandbox.log(slug)).length),
		);
		const { result, refused } = await counted('workspace_crm', async () =>
			Promise.all(
				TRIGGERS.map(async ([, slug, which]) =>
					publishTrigger(slug, await credentialAt(slug, 'blocked'), which),
				),
			),
		);
		await Promise.all(result.map(async ({ id }) => unpublishTrigger(id)));
		TRIGGERS.forEach(([, slug, , method], i) => {
			expect(result[i].trigger?.status).toBe('failed');
			expect(result[i].trigger?.errorMessage).toMatch(refusedMessage(method, slug));
		});
		const arrived = await Promise.all(
			TRIGGERS.map(async ([, slug], i) => (await sandbox.log(slug)).length - logged[i]),
		);
		expect({ refused, arrived }).toEqual({
			refused: N8N_ACTIVATION_ATTEMPTS * TRIGGERS.reduce((sum, [, , , , each]) => sum + each, 0),
			arrived: TRIGGERS.map(() => 0),
		});
	});

	test("the credential test (the nodes' testedBy, through the pack's transport): refused once, the message naming host and setting", async () => {
		const credential = await credentialAt('workspace_crm', 'blocked');
		const { result, refused, arrived } = await counted('workspace_crm', async () =>
			n8n.testCredential(credential.id),
		);
		expect(result.status).toBe('Error');
		expect(result.message).toMatch(refusedMessage('GET', 'workspace_crm'));
		expect({ refused, arrived }).toEqual({ refused: 1, arrived: 0 });
	});
});

suite('the same sandbox at an allowed address (localhost, in N8N_SSRF_ALLOWED_HOSTNAMES)', () => {
	test.each(['workspace_crm', 'invoicing', 'signage'])(
		'%s: the credential test passes; create, read, update, delete (with the download and the upload) run green',
		async (slug) => {
			const credential = await credentialAt(slug, 'allowed');
			const { result, refused } = await counted(slug, async () => {
				const tested = await n8n.testCredential(credential.id);
				const webhookPath = `ssrf-${++workflows}`;
				const execution = await n8n.runByWebhook(
					crudWorkflow(fixture(slug), credential, { webhookPath }),
					webhookPath,
				);
				return { tested, execution };
			});
			expect(result.tested.status).toBe('OK');
			expect(result.execution.status).toBe('success');
			await fixture(slug).crud.verify(outputs(result.execution), sandbox);
			expect(refused).toBe(0);
		},
	);

	test('a read over pages gets every record', async () => {
		await fetchFresh(`${sandbox.url}/_control/seed`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ slug: 'workspace_crm', count: 130 }),
		});
		const credential = await credentialAt('workspace_crm', 'allowed');
		const { result, refused, arrived } = await counted('workspace_crm', async () =>
			runNode('workspace_crm', credential, {
				resource: 'contact',
				operation: 'getAll',
				returnAll: true,
			}),
		);
		expect(result.status).toBe('success');
		expect(outputs(result).Request.length).toBeGreaterThanOrEqual(130);
		expect(arrived).toBeGreaterThan(1);
		expect(refused).toBe(0);
	});

	test('the dropdowns and searches of the editor answer', async () => {
		const credential = await credentialAt('workspace_crm', 'allowed');
		const ask = async (endpoint: string, methodName: string) =>
			await n8n.rest<Json>('POST', `/dynamic-node-parameters/${endpoint}`, {
				path: 'parameters',
				nodeTypeAndVersion: { name: nodeType('workspaceCrm'), version: 1 },
				currentNodeParameters: { resource: 'contact', operation: 'get' },
				credentials: { [fixture('workspace_crm').credential.type]: credential },
				methodName,
			});
		const { result, refused } = await counted('workspace_crm', async () => ({
			countries: await ask('options', 'getCountries'),
			contacts: await ask('resource-locator-results', 'searchContacts'),
		}));
		expect(result.countries).toEqual(expect.arrayContaining([{ name: 'Mexico', value: 1 }]));
		expect((result.contacts.results as Json[]).length).toBeGreaterThan(0);
		expect(refused).toBe(0);
	});

	test.each([
		['a polling trigger', 'workspace_crm', 'polling'],
		['a webhook trigger (Payments): registered, then removed', 'payments', 'webhook'],
		['a webhook trigger (Invoicing)', 'invoicing', 'webhook'],
	] as const)('%s: publishes', async (_name, slug, which) => {
		const credential = await credentialAt(slug, 'allowed');
		const { result, refused } = await counted(slug, async () => {
			const published = await publishTrigger(slug, credential, which);
			const registered = await published.webhookUrls();
			await unpublishTrigger(published.id);
			return { ...published, registered, removed: await published.webhookUrls() };
		});
		expect(result.trigger?.status).toBe('activated');
		if (slug === 'payments') {
			expect(result.registered).toContain(result.url);
			expect(result.removed).not.toContain(result.url);
		}
		expect(refused).toBe(0);
	});

	test("a webhook whose service became blocked after it was registered: its removal is refused, once per n8n's attempt", async () => {
		const { credential: payments } = fixture('payments');
		const credential = await n8n.createCredential({
			name: `${payments.name} (allowed, then blocked)`,
			type: payments.type,
			data: payments.data(allowedSandbox.baseUrl('payments')),
		});
		const published = await publishTrigger('payments', credential, 'webhook');
		expect(published.trigger?.status).toBe('activated');
		await n8n.api('PATCH', `/credentials/${credential.id}`, {
			data: payments.data(sandbox.baseUrl('payments')),
		});
		const { refused, arrived } = await counted('payments', async () =>
			unpublishTrigger(published.id),
		);
		expect({ refused, arrived }).toEqual({ refused: N8N_REMOVAL_ATTEMPTS, arrived: 0 });
		// Left registered: n8n could not reach the service to remove it (it points at n8n, which answers 404).
		expect(await published.webhookUrls()).toContain(published.url);
	});
});
