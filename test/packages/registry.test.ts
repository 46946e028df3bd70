import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { N8nClient, callWebhook, outputs } from '../harness/n8nClient';
import {
	freePort,
	launch,
	startN8n,
	startSandbox,
	stopChild,
	waitFor,
} from '../../scripts/n8n/stack';
import { releasePackages } from '../../scripts/packaging/packages';
import { cleanNpmEnv, installedProblems, npm, packTarball } from '../../scripts/packaging/tarball';
import { ensureToolchain, ensureVerdaccio } from '../../scripts/n8n/toolchain';
import { packCredentials, packNodes } from '../harness/pack';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';
import { suiteArtifacts } from '../e2e/env';
import { FIXTURES, SandboxClient } from '../e2e/interfaces';

/**
 * The pack through a real npm registry, as a user gets it: Verdaccio receives `npm publish` of the
 * packed tarball; a fresh n8n user folder installs `n8n-nodes-bizops@<version>` by name with the
 * README's manual installation command; n8n loads it and a saved workflow runs. Then the next
 * patch version is published, installed with the README's upgrade command, n8n restarts, and the
 * saved workflow, untouched, runs with the same result.
 * Last, the publish workflow's publish step against a release that stopped halfway.
 * n8n's own Settings → Community Nodes installs only from the public registry unless n8n is
 * licensed (a custom registry throws FeatureNotLicensedError), so that UI install is out of reach.
 */

const ROOT = path.resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
	name: string;
	version: string;
};
const work = mkdtempSync(path.join(os.tmpdir(), 'bizops-registry-'));
/**
 * The user's home: n8n's user folder is `~/.n8n`, `~/.npmrc` points npm at the registry. Outside
 * the repository, as a home is: npm would take the repository's package.json for the project.
 */
const userHome = path.join(work, 'home');
const ARTIFACTS = suiteArtifacts('packages');
const n8nLog = path.join(ARTIFACTS, 'registry-n8n.log');
const toolchain = ensureToolchain();
/** The services the saved workflow reads from: a sandbox of this file's own */
let sandbox: SandboxClient;
const children: ChildProcess[] = [];
let registry = '';

/** The README's command block of a section (the first bash block after its heading). */
function readmeCommands(heading: string) {
	const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
	const section = readme.slice(readme.indexOf(heading));
	const block = /```bash\n([\s\S]*?)```/.exec(section);
	if (!block) throw new Error(`README: no bash block after "${heading}"`);
	return block[1];
}

/** Runs a shell command as the user would type it, in the user's home (`~` is `userHome`). */
function asUser(commands: string) {
	const result = spawnSync('bash', ['-euo', 'pipefail', '-c', commands], {
		cwd: userHome,
		env: cleanNpmEnv({ HOME: userHome }),
		encoding: 'utf8',
	});
	if (result.status !== 0)
		throw new Error(`${commands}\nfailed (${result.status}):\n${result.stderr}${result.stdout}`);
}

/** The version installed in the user's nodes folder. */
const installedVersion = () =>
	(
		JSON.parse(
			readFileSync(
				path.join(userHome, '.n8n/nodes/node_modules', pkg.name, 'package.json'),
				'utf8',
			),
		) as { version: string }
	).version;

/**
 * Publishes a package folder or tarball to the registry as its maintainer. Without an OIDC token
 * there is no provenance statement: the package asks for one (publishConfig), so a local publish
 * must say `--provenance=false`.
 */
function publish(spec: string, maintainerHome: string, provenance = false) {
	npm(
		['publish', spec, '--ignore-scripts', '--access', 'public', `--provenance=${provenance}`],
		maintainerHome,
		{ HOME: maintainerHome, GITHUB_ACTIONS: '' },
	);
}

async function startVerdaccio() {
	const port = await freePort();
	const config = path.join(work, 'verdaccio.yaml');
	writeFileSync(
		config,
		[
			`storage: ${path.join(work, 'storage')}`,
			'auth:',
			'  htpasswd:',
			`    file: ${path.join(work, 'htpasswd')}`,
			'    max_users: 10',
			'uplinks: {}',
			'packages:',
			"  '**':",
			'    access: $all',
			'    publish: $authenticated',
			'log: { type: stdout, format: pretty, level: warn }',
		].join('\n'),
	);
	const log = path.join(ARTIFACTS, 'verdaccio.log');
	// Verdaccio 6 needs Node 22 or later: the toolchain's Node runs it.
	const child = launch(
		toolchain.node,
		[ensureVerdaccio(), '--config', config, '--listen', `127.0.0.1:${port}`],
		process.env,
		log,
	);
	children.push(child);
	const url = `http://127.0.0.1:${port}`;
	await waitFor('Verdaccio', child, log, 60, async () => (await fetch(`${url}/-/ping`)).ok);
	return url;
}

/** A maintainer account on the registry; returns a home whose ~/.npmrc holds its token. */
async function maintainer() {
	const response = await fetch(`${registry}/-/user/org.couchdb.user:maintainer`, {
		method: 'PUT',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ name: 'maintainer', password: 'registry-round-trip' }),
	});
	const { token } = (await response.json()) as { token: string };
	const home = path.join(work, 'maintainer');
	mkdirSync(home, { recursive: true });
	const host = registry.replace(/^http:/, '');
	writeFileSync(path.join(home, '.npmrc'), `registry=${registry}/\n${host}/:_authToken=${token}\n`);
	return home;
}

/** The next patch version of the packed tarball: the same files, package.json's version bumped. */
function nextPatch(tarball: string) {
	const dir = path.join(work, 'next');
	mkdirSync(dir, { recursive: true });
	spawnSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
	const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
	const [major, minor, patch] = (manifest.version as string).split('.').map(Number);
	manifest.version = `${major}.${minor}.${patch + 1}`;
	writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
	return { dir, version: manifest.version as string };
}

let n8n: N8nClient;
let stopN8n: () => Promise<void>;
const ports = { n8nPort: 0, brokerPort: 0 };

async function startUsersN8n() {
	const started = await startN8n(toolchain, {
		home: userHome,
		...ports,
		logFile: n8nLog,
	});
	children.push(started.n8n);
	stopN8n = () => stopChild(started.n8n);
	return started.n8nUrl;
}

/** What n8n knows of the pack: every node and credential type, under the package's name. */
async function expectPackLoaded() {
	const nodes = new Set((await n8n.types('nodes')).map((n) => n.name));
	const credentials = new Set((await n8n.types('credentials')).map((c) => c.name));
	expect(Object.keys(packNodes).filter((type) => !nodes.has(type))).toEqual([]);
	expect(Object.keys(packCredentials).filter((name) => !credentials.has(name))).toEqual([]);
	expect([Object.keys(packNodes).length, Object.keys(packCredentials).length]).toEqual([24, 13]);
	expect(readFileSync(n8nLog, 'utf8')).not.toMatch(/Failed to load package/i);
}

/** Runs the saved workflow through its webhook; the action node's output. */
async function runSaved(workflowId: string, url: string) {
	const before = (await n8n.finishedExecutions(workflowId)).length;
	const response = await callWebhook(url);
	expect(response.status).toBe(200);
	const runs = await n8n.awaitExecutions(workflowId, before + 1, 60);
	return outputs(runs[0])['Get Contact'];
}

const fixture = FIXTURES.find((f) => f.slug === 'workspace_crm')!;
const webhookPath = 'registry-round-trip';
let workflowId = '';
let firstResult: unknown;

beforeAll(async () => {
	rmSync(userHome, { recursive: true, force: true });
	mkdirSync(userHome, { recursive: true });
	rmSync(n8nLog, { force: true });
	ports.n8nPort = await freePort();
	ports.brokerPort = await freePort();
	const ownSandbox = await startSandbox(
		work,
		await freePort(),
		path.join(ARTIFACTS, 'registry-sandbox.log'),
	);
	children.push(ownSandbox.sandbox);
	sandbox = new SandboxClient(ownSandbox.sandboxUrl);
	registry = await startVerdaccio();
	const maintainerHome = await maintainer();
	// As it is published from the workflow (provenance), it cannot be published from this machine.
	expect(() => publish(packTarball(), maintainerHome, true)).toThrow(/provenance/i);
	publish(packTarball(), maintainerHome);
	// The user's npm reads the registry from ~/.npmrc, as with any private registry.
	writeFileSync(path.join(userHome, '.npmrc'), `registry=${registry}/\n`);
}, 300_000);

afterAll(async () => {
	await Promise.all(children.map((child) => stopChild(child)));
	rmSync(work, { recursive: true, force: true });
});

test('a fresh n8n installs the published version by name with the README command; every node and credential loads and a saved workflow runs', async () => {
	const install = readmeCommands('### By hand with npm');
	expect(install).toContain(`npm install ${pkg.name}`);
	asUser(install.replace(`npm install ${pkg.name}`, `npm install ${pkg.name}@${pkg.version}`));
	expect(installedVersion()).toBe(pkg.version);
	expect(installedProblems(path.join(userHome, '.n8n/nodes'))).toEqual([]);

	const n8nUrl = await startUsersN8n();
	n8n = await new N8nClient(n8nUrl).setUp();
	await expectPackLoaded();

	const created = await sandbox.request('workspace_crm', 'POST', '/contacts', {
		headers: { authorization: `Bearer ${WORKSPACE_CRM_TOKENS.full}` },
		body: { firstName: 'Registry', lastName: 'Round Trip', email: 'registry@example.com' },
	});
	expect(created.status).toBe(201);
	const credential = await n8n.createCredential({
		name: fixture.credential.name,
		type: fixture.credential.type,
		data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
	});
	const workflow = await n8n.createWorkflow({
		name: 'Registry round trip',
		nodes: [
			{
				name: 'Run',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				webhookId: 'registry-round-trip',
				position: [0, 0],
				parameters: { httpMethod: 'POST', path: webhookPath, responseMode: 'lastNode' },
			},
			{
				name: 'Get Contact',
				type: `${pkg.name}.workspaceCrm`,
				typeVersion: 1,
				position: [240, 0],
				parameters: {
					resource: 'contact',
					operation: 'get',
					contactId: { __rl: true, mode: 'id', value: created.body!.id },
				},
				credentials: { [fixture.credential.type]: credential },
			},
		],
		connections: { Run: { main: [[{ node: 'Get Contact', type: 'main', index: 0 }]] } },
	});
	workflowId = workflow.id;
	await n8n.publish(workflowId);
	firstResult = await runSaved(workflowId, `${n8nUrl}/webhook/${webhookPath}`);
	expect(firstResult).toEqual([
		expect.objectContaining({ firstName: 'Registry', email: 'registry@example.com' }),
	]);
}, 600_000);

test('the next patch version, published and installed with the README upgrade command, loads after a restart; the saved workflow, untouched, runs with the same result', async () => {
	expect(workflowId).not.toBe('');
	const saved = await n8n.api('GET', `/workflows/${workflowId}`);
	const next = nextPatch(packTarball());
	publish(next.dir, path.join(work, 'maintainer'));

	await stopN8n();
	asUser(readmeCommands('To upgrade'));
	expect(installedVersion()).toBe(next.version);
	expect(installedProblems(path.join(userHome, '.n8n/nodes'))).toEqual([]);

	const n8nUrl = await startUsersN8n();
	await expectPackLoaded();
	const reopened = await n8n.api('GET', `/workflows/${workflowId}`);
	expect([reopened.nodes, reopened.connections, reopened.active]).toEqual([
		saved.nodes,
		saved.connections,
		saved.active,
	]);
	expect(await runSaved(workflowId, `${n8nUrl}/webhook/${webhookPath}`)).toEqual(firstResult);
}, 600_000);

/** When the registry got each version of each package, as npm reads it. */
function publishTimes(packages: Array<{ name: string }>) {
	const home = path.join(work, 'maintainer');
	return packages.map(
		({ name }) =>
			JSON.parse(
				npm(['view', name, 'time', '--json', '--prefer-online'], home, { HOME: home }),
			) as Record<string, string>,
	);
}

/** The publish workflow's publish step (scripts/release/publish.ts) on `folder`, as the maintainer. */
function publishStep(folder: string) {
	const result = spawnSync(
		process.execPath,
		[
			'-r',
			'ts-node/register/transpile-only',
			path.join(ROOT, 'scripts/release/publish.ts'),
			folder,
			'--access',
			'public',
			'--provenance=false',
		],
		{
			cwd: ROOT,
			env: cleanNpmEnv({ HOME: path.join(work, 'maintainer'), GITHUB_ACTIONS: '' }),
			encoding: 'utf8',
		},
	);
	const said = (action: string) =>
		[...result.stdout.matchAll(new RegExp(`^${action} ([^\\s:]+)`, 'gm'))].map(([, spec]) => spec);
	return { status: result.status, output: result.stdout + result.stderr, said };
}

test('a publish that stopped halfway is finished by running the publish step again: all twelve on the registry, none published twice, and one more run is green', async () => {
	const folder = path.join(work, 'release');
	const packages = releasePackages();
	const tarballs = packages.map(({ dir }) => packTarball(dir, folder));
	const specs = packages.map(({ name }) => `${name}@${pkg.version}`);
	expect(specs).toHaveLength(12);
	// The stopped run: the all-in-one (published before the first test) and the next four made it.
	for (const tarball of tarballs.slice(1, 5)) publish(tarball, path.join(work, 'maintainer'));
	const stopped = publishTimes(packages.slice(0, 5));

	const rerun = publishStep(folder);
	expect({ status: rerun.status, output: rerun.output }).toEqual({
		status: 0,
		output: expect.stringContaining('all 12 on the registry: 7 published now, 5 already there'),
	});
	expect(rerun.said('skipped').sort()).toEqual(specs.slice(0, 5).sort());
	expect(rerun.said('published').sort()).toEqual(specs.slice(5).sort());
	const times = publishTimes(packages);
	// Every version on the registry; the five of the stopped run still the ones it published.
	for (const time of times) expect(time[pkg.version]).toEqual(expect.any(String));
	expect(times.slice(0, 5).map((time) => time[pkg.version])).toEqual(
		stopped.map((time) => time[pkg.version]),
	);

	const again = publishStep(folder);
	expect({ status: again.status, published: again.said('published') }).toEqual({
		status: 0,
		published: [],
	});
	expect(again.said('skipped').sort()).toEqual([...specs].sort());
	const unchanged = publishTimes(packages);
	expect(unchanged.map((time) => time[pkg.version])).toEqual(
		times.map((time) => time[pkg.version]),
	);
}, 600_000);
