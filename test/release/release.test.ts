import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { releaseNotes } from '../../scripts/release/versionHistory';

/**
 * `npm run release` for real, in scratch repositories holding this one's package.json,
 * package-lock.json and README.md on a branch main whose origin is a local bare repository: the
 * bump, the dated entry, the commit, the tag and the atomic push, and every refusal changing
 * nothing, here or on origin.
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
	const origin = `${dir}-origin.git`;
	scratches.push(origin);
	git(dir, 'init', '-q', '--bare', '-b', 'main', origin);
	git(dir, 'remote', 'add', 'origin', origin);
	git(dir, 'push', '-q', 'origin', 'main');
	return dir;
}

/** Commits everything in `dir` and pushes it to origin, as work merged before a release. */
function landed(dir: string, message: string) {
	git(dir, 'add', '.');
	git(dir, 'commit', '-q', '--allow-empty', '-m', message);
	git(dir, 'push', '-q', 'origin', 'main');
}

/** What origin holds: its branches and tags, each with the commit it names. */
const originRefs = (dir: string) =>
	spawnSync('git', ['ls-remote', '--heads', '--tags', 'origin'], {
		cwd: dir,
		encoding: 'utf8',
	}).stdout.trim();

/** A description lock holding these `<type>@<version>` keys. */
const lockOf = (...keys: string[]) =>
	JSON.stringify({ nodes: Object.fromEntries(keys.map((key) => [key, {}])), credentials: {} });

/**
 * `version` released (package.json, tag and origin) with a description lock of `released`
 * keys, then a lock of `now` keys landed on main after it.
 */
function releasedBefore(dir: string, version: string, released: string[], now: string[]) {
	const manifest = JSON.parse(read(dir, 'package.json'));
	writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
	mkdirSync(path.join(dir, 'test/lock'), { recursive: true });
	writeFileSync(path.join(dir, 'test/lock/descriptions.json'), lockOf(...released));
	landed(dir, `Release ${version}`);
	git(dir, 'tag', `v${version}`);
	git(dir, 'push', '-q', 'origin', `v${version}`);
	writeFileSync(path.join(dir, 'test/lock/descriptions.json'), lockOf(...now));
	landed(dir, 'Lock after the release');
}

/** Another clone of origin that lands a commit there. */
function landedElsewhere(dir: string) {
	const other = `${dir}-other`;
	scratches.push(other);
	git(dir, 'clone', '-q', git(dir, 'remote', 'get-url', 'origin'), other);
	git(other, 'config', 'user.name', 'Someone Else');
	git(other, 'config', 'user.email', 'else@bizops.example');
	writeFileSync(path.join(other, 'other.txt'), 'x');
	landed(other, 'Meanwhile');
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
	origin: originRefs(dir),
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
		landed(dir, 'Per-service packages');
		const result = release(dir, ['patch', '--notes', 'A fix.']);
		expect([result.status, result.stderr]).toEqual([0, '']);
		for (const file of manifests) expect(JSON.parse(read(dir, file)).version).toBe(nextPatch);
		expect(git(dir, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(
			['README.md', 'package-lock.json', 'package.json', ...manifests].sort(),
		);
		expect(git(dir, 'status', '--porcelain')).toBe('');
	});

	test('minor: the next minor version, its dated entry (from stdin), the commit and the annotated tag, pushed to origin together', () => {
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
		expect(result.stdout).toContain(`pushed main and v${nextMinor} to origin together`);

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
		const head = git(dir, 'rev-parse', 'HEAD');
		expect(originRefs(dir)).toBe(
			[
				`${head}\trefs/heads/main`,
				`${git(dir, 'rev-parse', `v${nextMinor}`)}\trefs/tags/v${nextMinor}`,
				`${head}\trefs/tags/v${nextMinor}^{}`,
			].join('\n'),
		);
	});

	test('patch: the next patch version, with the entry given as --notes', () => {
		const dir = scratch();
		const result = release(dir, ['patch', '--notes', 'BizOps Payroll: a fix.']);
		expect(result.status).toBe(0);
		expect(JSON.parse(read(dir, 'package.json')).version).toBe(nextPatch);
		expect(releaseNotes(read(dir, 'README.md'), nextPatch)).toBe('BizOps Payroll: a fix.');
		expect(git(dir, 'tag', '--list')).toBe(`v${nextPatch}`);
	});

	test('1.0.0 from 0.x, confirmed: stable, with no new node version needed', () => {
		const dir = scratch();
		releasedBefore(dir, '0.4.0', ['p.a@1'], ['p.a@1']);
		const result = release(dir, ['major', '--confirm', '1.0.0', '--notes', 'Stable.']);
		expect([result.status, result.stderr]).toEqual([0, '']);
		expect(JSON.parse(read(dir, 'package.json')).version).toBe('1.0.0');
		expect(originRefs(dir)).toContain('refs/tags/v1.0.0');
	});

	test('a later major, confirmed, with a new version of a released node; an addition alone is a minor', () => {
		const major = scratch();
		releasedBefore(major, '1.2.0', ['p.a@1'], ['p.a@1', 'p.a@2']);
		const result = release(major, ['major', '--confirm', '2.0.0', '--notes', 'Node A v2.']);
		expect([result.status, result.stderr]).toEqual([0, '']);
		expect(originRefs(major)).toContain('refs/tags/v2.0.0');

		const minor = scratch();
		releasedBefore(minor, '1.2.0', ['p.a@1'], ['p.a@1', 'p.b@1']);
		expect(release(minor, ['minor', '--notes', 'Node B.']).status).toBe(0);
		expect(originRefs(minor)).toContain('refs/tags/v1.3.0');
	});

	describe('refuses, changing nothing', () => {
		const refusals: Array<[string, (dir: string) => void, string[], RegExp]> = [
			[
				'a major release without --confirm',
				() => {},
				['major', '--notes', 'x'],
				new RegExp(`only on purpose: npm run release -- major --confirm ${major + 1}\\.0\\.0`),
			],
			[
				'a major release confirmed with another version',
				() => {},
				['major', '--confirm', `${major + 2}.0.0`, '--notes', 'x'],
				/only on purpose/,
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
			[
				'main behind origin',
				landedElsewhere,
				['minor', '--notes', 'x'],
				/main is not origin's main \(1 commits behind, 0 ahead\): git pull/,
			],
			[
				'main ahead of origin',
				(dir) => {
					writeFileSync(path.join(dir, 'local.txt'), 'x');
					git(dir, 'add', '.');
					git(dir, 'commit', '-q', '-m', 'Not pushed');
				},
				['minor', '--notes', 'x'],
				/\(0 commits behind, 1 ahead\): push them/,
			],
			[
				'no origin',
				(dir) => git(dir, 'remote', 'remove', 'origin'),
				['minor', '--notes', 'x'],
				/cannot read main from origin/,
			],
			[
				'a tag origin already has',
				(dir) => {
					git(dir, 'tag', `v${nextMinor}`);
					git(dir, 'push', '-q', 'origin', `v${nextMinor}`);
					git(dir, 'tag', '-d', `v${nextMinor}`);
				},
				['minor', '--notes', 'x'],
				new RegExp(`origin has the tag v${nextMinor}`),
			],
			[
				'origin rejecting main (a protected branch): the tag is not pushed either',
				(dir) => {
					// The update hook judges each ref alone, as branch protection does.
					const hook = path.join(`${dir}-origin.git`, 'hooks/update');
					writeFileSync(
						hook,
						'#!/bin/sh\n[ "$1" = refs/heads/main ] && { echo "main is protected" >&2; exit 1; }\nexit 0\n',
						{ mode: 0o755 },
					);
				},
				['minor', '--notes', 'x'],
				/origin refused the push, so nothing was pushed \(--atomic\):.*main is protected/,
			],
			[
				'a patch while the description lock gained something',
				(dir) => releasedBefore(dir, '1.2.0', ['p.a@1'], ['p.a@1', 'p.b@1']),
				['patch', '--notes', 'x'],
				/the description lock changed since the last release \(an addition\): make a minor \(since v1\.2\.0\)/,
			],
			[
				'a minor with a new version of a released node',
				(dir) => releasedBefore(dir, '1.2.0', ['p.a@1'], ['p.a@1', 'p.a@2']),
				['minor', '--notes', 'x'],
				/a new version of a released node \(p\.a@2\) is a major release/,
			],
			[
				'a major with no new node version',
				(dir) => releasedBefore(dir, '1.2.0', ['p.a@1'], ['p.a@1', 'p.b@1']),
				['major', '--confirm', '2.0.0', '--notes', 'x'],
				/a major release is a new version of a released node .*make a minor/,
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
