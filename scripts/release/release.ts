import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { writeManifests } from '../packaging/packages';
import { addEntry, isVersion, notesProblem, releaseNotes } from './versionHistory';

/**
 * `npm run release -- <patch|minor|major> [--notes "<entry>"] [--confirm <version>]`, on a clean
 * main that is its remote's main: bumps the version, writes the dated Version history entry
 * (asked for on the terminal, or taken from --notes or stdin), commits "Release <version>", tags
 * v<version> and pushes both with `git push --atomic origin main v<version>` (both or neither),
 * which starts the publish workflow. Works on the repository in the current directory; every
 * refusal changes nothing, a rejected push included.
 *
 * The kind follows the description lock (test/lock/descriptions.json), compared with the one of
 * the last release: a patch changes nothing in it, a minor only adds to it, and a major is a new
 * version of a released node (the old one kept, as the lock requires), or 0.x to 1.0.0. A major
 * is made only on purpose: `--confirm <the new version>`.
 */

const USAGE =
	'usage: npm run release -- <patch|minor|major> [--notes "<entry>"] [--confirm <version>]';
const LOCK = 'test/lock/descriptions.json';

class Refusal extends Error {}

export function nextVersion(version: string, kind: string) {
	if (kind !== 'patch' && kind !== 'minor' && kind !== 'major')
		throw new Refusal(
			`unknown kind "${kind}": patch (a fix), minor (an addition) or major (a new node version)`,
		);
	if (!isVersion(version)) throw new Refusal(`package.json's version "${version}" is not x.y.z`);
	const [major, minor, patch] = version.split('.').map(Number);
	if (kind === 'major') return `${major + 1}.0.0`;
	return kind === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

type Lock = { nodes: Record<string, unknown> };

/**
 * Why the description lock's change since the last release (`released`) is not `kind`'s, or
 * undefined. Node keys are `<type>@<version>`; the lock test already refuses anything removed.
 */
export function kindProblem(kind: string, version: string, released?: Lock, now?: Lock) {
	const typeOf = (key: string) => key.slice(0, key.lastIndexOf('@'));
	const releasedTypes = new Set(Object.keys(released?.nodes ?? {}).map(typeOf));
	const newVersions = Object.keys(now?.nodes ?? {}).filter(
		(key) => released && !(key in released.nodes) && releasedTypes.has(typeOf(key)),
	);
	const changed = released !== undefined && JSON.stringify(released) !== JSON.stringify(now);
	if (kind === 'patch' && changed)
		return 'the description lock changed since the last release (an addition): make a minor';
	if (kind === 'minor' && newVersions.length)
		return `a new version of a released node (${newVersions[0]}) is a major release`;
	if (kind === 'major' && version !== '1.0.0' && newVersions.length === 0)
		return 'a major release is a new version of a released node (the old one kept); the description lock has none since the last release: make a minor';
	return undefined;
}

function parseArguments(args: string[]) {
	let kind: string | undefined;
	let notes: string | undefined;
	let confirm: string | undefined;
	for (let index = 0; index < args.length; index++) {
		const arg = args[index];
		const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s) : [arg];
		if (flag === '--notes' || flag === '--confirm') {
			const value = inline ?? args[++index];
			if (value === undefined) throw new Refusal(`${flag} needs a value; ${USAGE}`);
			if (flag === '--notes') notes = value;
			else confirm = value;
		} else if (kind === undefined && !arg.startsWith('-')) kind = arg;
		else throw new Refusal(`unexpected argument "${arg}"; ${USAGE}`);
	}
	if (kind === undefined) throw new Refusal(`no kind given; ${USAGE}`);
	return { kind, notes, confirm };
}

async function readStdin(prompt: string) {
	if (process.stdin.isTTY) process.stderr.write(prompt);
	const chunks: Buffer[] = [];
	for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}

export async function release(root: string, args: string[]) {
	const git = (...gitArgs: string[]) =>
		execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
	const tryGit = (...gitArgs: string[]) =>
		spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
	const { kind, notes: givenNotes, confirm } = parseArguments(args);
	const manifestFile = path.join(root, 'package.json');
	const readmeFile = path.join(root, 'README.md');
	const version = nextVersion(JSON.parse(readFileSync(manifestFile, 'utf8')).version, kind);
	if (kind === 'major' && confirm !== version)
		throw new Refusal(
			`a major release is made only on purpose: npm run release -- major --confirm ${version}`,
		);

	const dirty = git('status', '--porcelain');
	if (dirty !== '')
		throw new Refusal(
			`the working tree is not clean (${dirty.split('\n').length} changed or untracked files)`,
		);
	const branch = tryGit('symbolic-ref', '--short', '-q', 'HEAD').stdout.trim();
	if (branch !== 'main')
		throw new Refusal(`releases are made on main, not on ${branch || 'a detached HEAD'}`);
	const tag = `v${version}`;
	if (git('tag', '--list', tag) !== '')
		throw new Refusal(`${version} is already released: tag ${tag} exists`);
	const readme = readFileSync(readmeFile, 'utf8');
	if (releaseNotes(readme, version) !== undefined)
		throw new Refusal(`${version} is already released: README.md has its Version history entry`);
	// Found now rather than when committing, after the files are written.
	if (tryGit('var', 'GIT_COMMITTER_IDENT').status !== 0)
		throw new Refusal('git has no identity to commit with: set user.name and user.email');

	const last = git('tag', '--merged', 'HEAD', '--list', 'v*', '--sort=-v:refname').split('\n')[0];
	const lockAt = (revision: string) => {
		const shown = tryGit('show', `${revision}:${LOCK}`);
		return shown.status === 0 ? (JSON.parse(shown.stdout) as Lock) : undefined;
	};
	const problem =
		last && kindProblem(kind, version, lockAt(last), lockAt('HEAD'))?.concat(` (since ${last})`);
	if (problem) throw new Refusal(problem);

	// main must be exactly its remote's main: the release commit is then the only thing pushed.
	const fetched = tryGit('fetch', '-q', 'origin', 'refs/heads/main');
	if (fetched.status !== 0)
		throw new Refusal(`cannot read main from origin: ${fetched.stderr.trim().split('\n')[0]}`);
	const head = git('rev-parse', 'HEAD');
	const remote = git('rev-parse', 'FETCH_HEAD');
	if (remote !== head) {
		const [behind, ahead] = git('rev-list', '--left-right', '--count', `${remote}...${head}`)
			.split(/\s+/)
			.map(Number);
		throw new Refusal(
			`main is not origin's main (${behind} commits behind, ${ahead} ahead): ${behind ? 'git pull' : 'push them, let CI pass'}, then release`,
		);
	}
	if (git('ls-remote', '--tags', 'origin', `refs/tags/${tag}`) !== '')
		throw new Refusal(`${version} is already released: origin has the tag ${tag}`);

	const notes =
		givenNotes ??
		(await readStdin(
			`Version history entry for ${version}: what changed for users (Markdown, no headings), then Ctrl-D:\n`,
		));
	const notesIssue = notesProblem(notes);
	if (notesIssue) throw new Refusal(notesIssue);

	const date = new Date().toISOString().slice(0, 10);
	try {
		// npm version writes package.json and both version fields of package-lock.json.
		execFileSync('npm', ['version', version, '--no-git-tag-version', '--ignore-scripts'], {
			cwd: root,
			stdio: 'pipe',
		});
		writeFileSync(readmeFile, addEntry(readme, version, date, notes));
		// The per-service packages share the version; their committed manifests carry it too.
		const manifests = writeManifests(root);
		git('add', 'package.json', 'package-lock.json', 'README.md', ...manifests);
		git('commit', '-q', '-m', `Release ${version}`);
		git('tag', '-a', tag, '-m', `Release ${version}`);
		// Both or neither: a tag whose commit main lacks would publish what main never had.
		const pushed = tryGit(
			'push',
			'-q',
			'--atomic',
			'origin',
			'refs/heads/main',
			`refs/tags/${tag}`,
		);
		if (pushed.status !== 0)
			throw new Refusal(
				`origin refused the push, so nothing was pushed (--atomic): ${pushed.stderr.trim().split('\n').join(' ')}`,
			);
	} catch (error) {
		// The tree was clean, so going back to the starting commit loses nothing.
		git('reset', '-q', '--hard', head);
		if (git('tag', '--list', tag) !== '') git('tag', '-d', tag);
		throw error;
	}
	return { version, tag, date };
}

if (require.main === module) {
	release(process.cwd(), process.argv.slice(2)).then(
		({ version, tag, date }) => {
			console.log(`Released ${version} (${date}): pushed main and ${tag} to origin together.`);
			console.log('The publish workflow runs on the tag (see docs/releasing.md).');
		},
		(error: Error) => {
			console.error(
				error instanceof Refusal
					? `release refused: ${error.message}`
					: `release failed: ${error.message}`,
			);
			process.exitCode = 1;
		},
	);
}
