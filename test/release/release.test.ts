import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { releaseNotes } from '../../scripts/release/versionHistory';

/**
 * `npm run release` for real, in scratch repositories holding this one's package.json,
 * package-lock.json and README.md on a branch main: the bump, the dated entry, the commit and the
 * tag, and every refusal changing nothing.
 */

const root = path.resolve(__dirname, '../..');
const tsNode = path.join(root, 'node_modules/.bin/ts-node');
const script = path.join(root, 'scripts/release/release.ts');
const scratches: string[] = [];

const git = (dir: string, ...args: string[]) =>
	execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }).trim();

function scratch() {
	const dir = mkdtempSync(path.join(os.tmpdir(), 'bizops-release-'));
	scratches.push(dir);
	for (const file of ['package.json', 'package-lock.json', 'README.md'])
		copyFileSync(path.join(root, file), path.join(dir, file));
	git(dir, 'init', '-q', '-b', 'main');
	git(dir, 'config', 'user.name', 'Release Test');
	git(dir, 'config', 'user.email', 'release@bizops.example');
	git(dir, 'config', 'commit.gpgsign', 'false');
	git(dir, 'config', 'tag.gpgsign', 'false');
	git(dir, 'add', '.');
	git(dir, 'commit', '-q', '-m', 'Start');
	return dir;
}

function release(dir: string, args: string[], input = '') {
	return spawnSync(tsNode, ['--transpile-only', script, ...args], {
		cwd: dir,
		encoding: 'utf8',
		input,
	});
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** Everything a release could change. */
const state = (dir: string) => ({
	manifest: read(dir, 'package.json'),
	lock: read(dir, 'package-lock.json'),
	readme: read(dir, 'README.md'),
	tags: git(dir, 'tag', '--list'),
	head: git(dir, 'rev-parse', 'HEAD'),
	status: git(dir, 'status', '--porcelain'),
});

const current = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version as string;
const [major, minor, patch] = current.split('.').map(Number);
const nextMinor = `${major}.${minor + 1}.0`;
const nextPatch = `${major}.${minor}.${patch + 1}`;

afterAll(() => {
	for (const dir of scratches) rmSync(dir, { recursive: true, force: true });
});

describe('npm run release', () => {
	test('patch with per-service packages: their committed package.json files take the version in the same commit', () => {
		const dir = scratch();
		const manifests = ['n8n-nodes-bizops-chat', 'n8n-nodes-bizops-payments'].map(
			(name) => `packages/${name}/package.json`,
		);
		for (const file of manifests) {
			mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
			copyFileSync(path.join(root, file), path.join(dir, file));
		}
		git(dir, 'add', '.');
		git(dir, 'commit', '-q', '-m', 'Per-service packages');
		const result = release(dir, ['patch', '--notes', 'A fix.']);
		expect([result.status, result.stderr]).toEqual([0, '']);
		for (const file of manifests) expect(JSON.parse(read(dir, file)).version).toBe(nextPatch);
		expect(git(dir, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(
			['README.md', 'package-lock.json', 'package.json', ...manifests].sort(),
		);
		expect(git(dir, 'status', '--porcelain')).toBe('');
	});

	test('minor: the next minor version, its dated entry (from stdin), the commit and the annotated tag', () => {
		const dir = scratch();
		const before = state(dir);
		const day = new Date().toISOString().slice(0, 10);
		const result = release(
			dir,
			['minor'],
			'Every node: first release.\n\nAll thirteen interfaces.\n',
		);
		expect(result.stderr).toBe('');
		expect(result.status).toBe(0);
		expect(result.stdout).toContain(`git push origin main v${nextMinor}`);

		const manifest = JSON.parse(read(dir, 'package.json'));
		const lock = JSON.parse(read(dir, 'package-lock.json'));
		expect([manifest.version, lock.version, lock.packages[''].version]).toEqual([
			nextMinor,
			nextMinor,
			nextMinor,
		]);
		const readme = read(dir, 'README.md');
		expect(readme).toContain(
			`### ${nextMinor} (${day})\n\nEvery node: first release.\n\nAll thirteen interfaces.\n\n###`,
		);
		expect(releaseNotes(readme, nextMinor)).toBe(
			'Every node: first release.\n\nAll thirteen interfaces.',
		);
		// Only the version lines and the entry changed.
		expect(readme.replace(`### ${nextMinor} (${day})\n\n`, '')).toBe(
			before.readme.replace(
				'### Node versions',
				'Every node: first release.\n\nAll thirteen interfaces.\n\n### Node versions',
			),
		);

		expect(git(dir, 'log', '-1', '--format=%s')).toBe(`Release ${nextMinor}`);
		expect(git(dir, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
			'README.md',
			'package-lock.json',
			'package.json',
		]);
		expect(git(dir, 'status', '--porcelain')).toBe('');
		expect(git(dir, 'tag', '--list')).toBe(`v${nextMinor}`);
		expect(git(dir, 'cat-file', '-t', `v${nextMinor}`)).toBe('tag');
		expect(git(dir, 'rev-parse', `v${nextMinor}^{commit}`)).toBe(git(dir, 'rev-parse', 'HEAD'));
	});

	test('patch: the next patch version, with the entry given as --notes', () => {
		const dir = scratch();
		const result = release(dir, ['patch', '--notes', 'BizOps Payroll: a fix.']);
		expect(result.status).toBe(0);
		expect(JSON.parse(read(dir, 'package.json')).version).toBe(nextPatch);
		expect(releaseNotes(read(dir, 'README.md'), nextPatch)).toBe('BizOps Payroll: a fix.');
		expect(git(dir, 'tag', '--list')).toBe(`v${nextPatch}`);
	});

	describe('refuses, changing nothing', () => {
		const refusals: Array<[string, (dir: string) => void, string[], RegExp]> = [
			[
				'a major release',
				() => {},
				['major', '--notes', 'x'],
				/no major releases: nothing is ever removed/,
			],
			['an unknown kind', () => {}, ['prerelease', '--notes', 'x'], /unknown kind "prerelease"/],
			['no kind', () => {}, ['--notes', 'x'], /no kind given/],
			[
				'a dirty working tree',
				(dir) => writeFileSync(path.join(dir, 'README.md'), read(dir, 'README.md') + '\nedit\n'),
				['minor', '--notes', 'x'],
				/working tree is not clean/,
			],
			[
				'an untracked file',
				(dir) => writeFileSync(path.join(dir, 'notes.txt'), 'x'),
				['minor', '--notes', 'x'],
				/working tree is not clean/,
			],
			[
				'a branch other than main',
				(dir) => git(dir, 'checkout', '-q', '-b', 'feature'),
				['minor', '--notes', 'x'],
				/releases are made on main, not on feature/,
			],
			[
				'a version already tagged',
				(dir) => git(dir, 'tag', `v${nextMinor}`),
				['minor', '--notes', 'x'],
				new RegExp(`${nextMinor} is already released: tag v${nextMinor} exists`),
			],
			[
				'a version the Version history already has',
				(dir) => {
					const readme = read(dir, 'README.md').replace(
						'### Node versions',
						`### ${nextPatch} (2026-01-01)\n\nA fix.\n\n### Node versions`,
					);
					writeFileSync(path.join(dir, 'README.md'), readme);
					git(dir, 'commit', '-q', '-am', 'Entry by hand');
				},
				['patch', '--notes', 'x'],
				/already released: README.md has its Version history entry/,
			],
			['an empty entry', () => {}, ['minor'], /the entry is empty/],
			[
				'an entry with a heading',
				() => {},
				['minor', '--notes', 'Fixes\n### Details'],
				/has a heading line/,
			],
		];

		test.each(refusals)('%s', (_, prepare, args, reason) => {
			const dir = scratch();
			prepare(dir);
			const before = state(dir);
			const result = release(dir, args);
			expect(result.status).toBe(1);
			expect(result.stderr).toMatch(reason);
			expect(result.stderr.trim().split('\n')).toHaveLength(1);
			expect(state(dir)).toEqual(before);
		});
	});
});
