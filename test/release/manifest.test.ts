import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { COMPAT_VERSIONS, NODE_VERSION, N8N_VERSION } from '../../scripts/n8n/toolchain';

/** package.json as npm and n8n's verification read it, and what CI derives from the repository. */

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('package.json for publishing', () => {
	test('repository, homepage and bugs name the same GitHub repository', () => {
		// n8n's verification checks that the npm package's repository is the GitHub repository.
		const repository = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
		expect(repository).toBe('https://github.com/bizops/n8n-nodes-bizops');
		expect(pkg.repository.type).toBe('git');
		expect(pkg.homepage.replace(/#readme$/, '')).toBe(repository);
		expect(pkg.bugs.url).toBe(`${repository}/issues`);
	});

	test('engines: Node.js 20.19, the oldest a supported n8n runs on (n8n 1.x; 2.x needs 24)', () => {
		expect(pkg.engines).toEqual({ node: '>=20.19' });
	});

	test('the version is x.y.z (0.0.0 until the first release)', () => {
		expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
	});

	test('npm ci accepts the lock file (no platform binding missing from it)', () => {
		const dir = mkdtempSync(path.join(os.tmpdir(), 'bizops-npm-ci-'));
		try {
			for (const file of ['package.json', 'package-lock.json', '.npmrc'])
				copyFileSync(path.join(root, file), path.join(dir, file));
			const result = spawnSync('npm', ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund'], {
				cwd: dir,
				encoding: 'utf8',
			});
			expect(result.stderr).not.toMatch(/Missing: .* from lock file/);
			expect(result.status).toBe(0);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test("CI's toolchain cache key carries the n8n and Node versions scripts/n8n/toolchain.ts installs, and the 1.x n8n of the compatibility run", () => {
		const result = spawnSync('node', [path.join(root, 'scripts/n8n/toolchainKey.js')], {
			encoding: 'utf8',
		});
		expect(result.status).toBe(0);
		expect(result.stdout).toBe(
			`key=toolchain-${process.platform}-${process.arch}-n8n-${N8N_VERSION}-node-${NODE_VERSION}-compat-${COMPAT_VERSIONS[0]}\n`,
		);
	});
});
