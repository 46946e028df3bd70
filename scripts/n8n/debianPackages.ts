import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { cleanNpmEnv } from '../packaging/tarball';

/**
 * The machine's own packages the n8n stacks need (Debian's, with apt-get), installed once by
 * the toolchain: build libraries for n8n's install, chromium for the editor check, PostgreSQL
 * and Redis for queue mode.
 */

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

/** GitHub's Ubuntu runners have Google Chrome, and Ubuntu's chromium package is only a snap stub. */
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const installedBrowser = () => BROWSERS.find((file) => existsSync(file));

function missingDebianPackages() {
	const browser = installedBrowser();
	return DEBIAN_PACKAGES.filter((name) => {
		if (name === 'chromium' && browser) return false;
		const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
		return !result.stdout?.includes('install ok installed');
	});
}

export function ensureDebianPackages() {
	const missing = missingDebianPackages();
	if (missing.length === 0) return;
	console.log(`[toolchain] installing Debian packages: ${missing.join(' ')}`);
	const asRoot = process.getuid?.() === 0;
	const apt = (...args: string[]) => {
		const result = spawnSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
			stdio: 'inherit',
			env: cleanNpmEnv({ DEBIAN_FRONTEND: 'noninteractive' }),
		});
		if (result.status !== 0)
			throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
	};
	apt('update');
	apt('install', '-y', '--no-install-recommends', ...missing);
}
