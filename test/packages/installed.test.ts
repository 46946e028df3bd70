import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { N8nClient, callWebhook, outputs } from '../harness/n8nClient';
import { PACKAGES_DIR, packageDir } from '../../scripts/packaging/packages';
import type { Service } from '../../scripts/packaging/services';
import { SERVICES, nodeName, serviceOfNode } from '../../scripts/packaging/services';
import { freePort, startN8n, startSandbox, stopChild } from '../../scripts/n8n/stack';
import { nodesFolder } from '../../scripts/n8n/install';
import {
	NPM_INSTALL_FLAGS,
	installedProblems,
	npm,
	packTarball,
} from '../../scripts/packaging/tarball';
import { ensureToolchain } from '../../scripts/n8n/toolchain';
import { suiteArtifacts } from '../e2e/env';
import { connectInstanceMcp, formChecks } from '../e2e/instanceMcp';
import type {
	InterfaceFixture,
	PollingTriggerFixture,
	WebhookTriggerFixture,
} from '../e2e/interfaces';
import {
	FIXTURES,
	SandboxClient,
	crudWorkflow,
	emittedRecords,
	publishedPolls,
	remoteRegistrations,
	sandboxCredentials,
	triggerStateStored,
	triggerWorkflow,
} from '../e2e/interfaces';

/**
 * The eleven per-service packages (issue 39) as users install them: each from its own `npm pack`
 * tarball. First all eleven together in one fresh n8n (a sandbox of its own behind it, so that the
 * records it creates never meet the other suites' unique fields, such as an employee's RFC): every node
 * and credential loads under its per-service type name, each credential's test passes, one workflow
 * per action node runs, and one trigger per package that has one runs (a webhook trigger on a signed
 * delivery, else a polling trigger on a new record). Then each package alone in a fresh n8n loads
 * without errors: no module of another service is missing. The suite's own n8n keeps the all-in-one.
 */

let sandbox: SandboxClient;
const toolchain = ensureToolchain();
const ARTIFACTS = suiteArtifacts('packages');
const work = mkdtempSync(path.join(os.tmpdir(), 'bizops-packages-'));
const children: ChildProcess[] = [];
type Json = Record<string, any>;
type Credential = { id: string; name: string };

/** How many lone n8n processes start side by side: each takes a core for its first seconds. */
const ALONE_AT_ONCE = 3;

let tarballs: Record<string, string>;
let n8n: N8nClient;
let n8nUrl = '';
const n8nLog = path.join(ARTIFACTS, 'packages-n8n.log');
const credentials: Record<string, Credential> = {};

/** A fresh n8n whose nodes folder has `specs` installed with npm, as n8n's manual installation does. */
async function freshN8n(name: string, specs: string[], logFile: string) {
	const home = path.join(work, name);
	mkdirSync(home, { recursive: true });
	const dir = nodesFolder(home);
	npm(['install', ...specs, ...NPM_INSTALL_FLAGS], dir);
	expect(installedProblems(dir)).toEqual([]);
	const started = await startN8n(toolchain, {
		home,
		n8nPort: await freePort(),
		brokerPort: await freePort(),
		logFile,
	});
	children.push(started.n8n);
	return { client: await new N8nClient(started.n8nUrl).setUp(), ...started };
}

const typeNames = (service: Service) => ({
	nodes: service.nodes.map((folder) => `${service.package}.${nodeName(folder)}`),
	credentials: service.credentials.map((c) => c[0].toLowerCase() + c.slice(1)),
});

async function loadedTypes(client: N8nClient) {
	return {
		nodes: new Set((await client.types('nodes')).map((n) => n.name)),
		credentials: new Set((await client.types('credentials')).map((c) => c.name)),
	};
}

/** Each package alone in a fresh n8n, ALONE_AT_ONCE at a time: what failed to load, by package. */
async function checkAlone() {
	const queue = [...SERVICES];
	const alone: Array<[string, string[]]> = [];
	const startAlone = async () => {
		for (let service = queue.shift(); service; service = queue.shift()) {
			const logFile = path.join(ARTIFACTS, `packages-alone-${service.package}.log`);
			rmSync(logFile, { force: true });
			const started = await freshN8n(
				`alone-${service.package}`,
				[tarballs[service.package]],
				logFile,
			);
			const loaded = await loadedTypes(started.client);
			await stopChild(started.n8n);
			const expected = typeNames(service);
			const problems = [
				...expected.nodes.filter((type) => !loaded.nodes.has(type)).map((t) => `${t} not loaded`),
				...[...loaded.nodes]
					.filter((type) => type.startsWith('n8n-nodes-bizops') && !expected.nodes.includes(type))
					.filter((type) => !expected.nodes.includes(type.replace(/Tool$/, '')))
					.map((t) => `${t} loaded, of another package`),
				...expected.credentials
					.filter((type) => !loaded.credentials.has(type))
					.map((t) => `credential ${t} not loaded`),
				...(/Failed to load/i.test(readFileSync(logFile, 'utf8'))
					? ['its log: Failed to load']
					: []),
			];
			alone.push([service.package, problems]);
		}
	};
	await Promise.all(Array.from({ length: ALONE_AT_ONCE }, startAlone));
	return alone;
}

let aloneChecks: Promise<Array<[string, string[]]>>;

beforeAll(async () => {
	rmSync(n8nLog, { force: true });
	const ownSandbox = await startSandbox(
		work,
		await freePort(),
		path.join(ARTIFACTS, 'packages-sandbox.log'),
	);
	children.push(ownSandbox.sandbox);
	sandbox = new SandboxClient(ownSandbox.sandboxUrl);
	tarballs = Object.fromEntries(
		SERVICES.map((s) => [s.package, packTarball(packageDir(s), path.join(work, 'tarballs'))]),
	);
	const started = await freshN8n('together', Object.values(tarballs), n8nLog);
	n8n = started.client;
	n8nUrl = started.n8nUrl;
	Object.assign(credentials, await sandboxCredentials(n8n, sandbox));
	// Started now, to run beside the tests below on the other n8n; the last test awaits it.
	aloneChecks = checkAlone();
	aloneChecks.catch(() => undefined);
}, 300_000);

afterAll(async () => {
	await Promise.all(children.map((child) => stopChild(child)));
	rmSync(work, { recursive: true, force: true });
});

test('all eleven installed together: all 24 nodes and 13 credentials load under their per-service type names, and nothing of the all-in-one', async () => {
	const loaded = await loadedTypes(n8n);
	const expected = SERVICES.map(typeNames);
	const nodes = expected.flatMap((e) => e.nodes);
	const credentialTypes = expected.flatMap((e) => e.credentials);
	expect([nodes.length, credentialTypes.length]).toEqual([24, 13]);
	expect(nodes.filter((type) => !loaded.nodes.has(type))).toEqual([]);
	expect(credentialTypes.filter((type) => !loaded.credentials.has(type))).toEqual([]);
	expect([...loaded.nodes].filter((type) => type.startsWith('n8n-nodes-bizops.'))).toEqual([]);
	expect(readFileSync(n8nLog, 'utf8')).not.toMatch(/Failed to load/i);
});

test("each credential's test passes against the sandbox", async () => {
	const results: Array<[string, string]> = [];
	for (const { credential } of FIXTURES) {
		const { status, message } = await n8n.api<{ status: string; message: string }>(
			'POST',
			`/credentials/${credentials[credential.type].id}/test`,
		);
		results.push([credential.type, status === 'OK' ? status : `${status}: ${message}`]);
	}
	expect(results).toEqual(FIXTURES.map(({ credential }) => [credential.type, 'OK']));
});

const nodeTypeOf = (fixture: InterfaceFixture) =>
	`${serviceOfNode(fixture.crud.node).package}.${fixture.crud.node}`;

test('one workflow per action node, with per-service type names, runs green', async () => {
	const ran = await Promise.all(
		FIXTURES.map(async (fixture: InterfaceFixture) => {
			const webhookPath = `packages-${fixture.slug}-crud`;
			const workflow = crudWorkflow(
				fixture,
				credentials[fixture.credential.type],
				{ webhookPath },
				'per-service',
			);
			const created = await n8n.createWorkflow(workflow);
			await n8n.publish(created.id);
			try {
				const response = await callWebhook(`${n8nUrl}/webhook/${webhookPath}`);
				const [run] = await n8n.awaitExecutions(created.id, 1, 90);
				await fixture.crud.verify(outputs(run), sandbox);
				const types = new Set(workflow.nodes.map((node) => String(node.type)));
				return [fixture.crud.node, response.status, run.status, types.has(nodeTypeOf(fixture))];
			} finally {
				await n8n.unpublish(created.id);
			}
		}),
	);
	expect(ran).toEqual(FIXTURES.map((f) => [f.crud.node, 200, 'success', true]));
});

test("n8n's MCP server (issue 45): search_nodes finds every node and get_node_types answers for every node and Tool variant under the per-service type names; every per-service template comes back the same from create_workflow_from_code", async () => {
	const client = await connectInstanceMcp(n8n);
	const { counts, actual, expected } = await formChecks(
		client,
		n8n,
		'per-service',
		path.join(PACKAGES_DIR, 'templates'),
	).finally(() => client.close());
	console.log(`[instance MCP] per-service: ${JSON.stringify(counts)}`);
	expect(counts.templates).toBeGreaterThanOrEqual(10);
	expect(actual).toEqual(expected);
}, 240_000);

/** Per package, the trigger it runs: a webhook trigger where it has one, else a polling trigger. */
function triggerCases() {
	return SERVICES.flatMap((service) => {
		const fixtures = FIXTURES.filter((f) => serviceOfNode(f.crud.node).package === service.package);
		const webhook = fixtures.flatMap((fixture) =>
			fixture.webhookTriggers.map((trigger) => ({ fixture, trigger })),
		)[0];
		const polling = fixtures.flatMap((fixture) =>
			fixture.pollingTriggers.map((trigger) => ({ fixture, trigger })),
		)[0];
		const chosen = webhook ?? polling;
		return chosen ? [{ service, ...chosen }] : [];
	});
}

async function runWebhookTrigger(fixture: InterfaceFixture, trigger: WebhookTriggerFixture) {
	const { workflow, webhookId } = triggerWorkflow(
		fixture,
		trigger,
		credentials[fixture.credential.type],
		'per-service',
	);
	const created = await n8n.createWorkflow(workflow);
	const url = `${n8nUrl}/webhook/${webhookId}/${trigger.webhookPath}`;
	const logged = (await sandbox.log(fixture.slug)).length;
	await n8n.publish(created.id);
	try {
		const registration = trigger.remote
			? ((
					await remoteRegistrations(
						sandbox,
						fixture,
						{ ...trigger, remote: trigger.remote },
						url,
						logged,
					)
				)[0].body as Json)
			: undefined;
		// A delivery before the trigger stored its registration and secret is refused.
		await triggerStateStored(n8n, created.id, 'Trigger', trigger.node);
		const delivery = await trigger.delivery(registration, sandbox);
		const response = await callWebhook(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...delivery.headers },
			body: delivery.body,
		});
		if (response.status >= 300)
			throw new Error(`${trigger.node}: the signed delivery was answered ${response.status}`);
		const runs = await n8n.awaitExecutions(created.id, 1, 60);
		return [runs.every((run) => run.status === 'success'), runs.length];
	} finally {
		await n8n.unpublish(created.id);
	}
}

async function runPollingTrigger(fixture: InterfaceFixture, trigger: PollingTriggerFixture) {
	const { workflow } = triggerWorkflow(
		fixture,
		trigger,
		credentials[fixture.credential.type],
		'per-service',
	);
	const { ids, runs } = await publishedPolls(n8n, sandbox, fixture, trigger, workflow, 1);
	return [runs.every((run) => run.status === 'success'), emittedRecords(runs, trigger, ids).length];
}

/**
 * The triggers run side by side (n8n polls once a minute: the polling ones wait about a minute),
 * while each package starts alone in a fresh n8n (begun in beforeAll).
 */
test('one trigger per package that has one runs; each package alone in a fresh n8n loads without errors', async () => {
	const cases = triggerCases();
	const triggers = Promise.all(
		cases.map(async ({ service, fixture, trigger }) => [
			service.package,
			trigger.node,
			...('webhookPath' in trigger
				? await runWebhookTrigger(fixture, trigger)
				: await runPollingTrigger(fixture, trigger)),
		]),
	);

	expect(await triggers).toEqual(
		cases.map(({ service, trigger }) => [service.package, trigger.node, true, 1]),
	);
	expect(cases.map((c) => c.service.package)).toEqual(
		SERVICES.filter((s) => s.package !== 'n8n-nodes-bizops-meetings').map((s) => s.package),
	);
	expect((await aloneChecks).sort()).toEqual(SERVICES.map((s) => [s.package, []]).sort());
}, 420_000);
