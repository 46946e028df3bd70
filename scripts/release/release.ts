import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { writeManifests } from '../packaging/packages';
import { addEntry, isVersion, notesProblem, releaseNotes } from './versionHistory';

/**
 * `npm run release -- <patch|minor> [--notes "<entry>"]`, on a clean main: bumps the version,
 * writes the dated Version history entry (asked for on the terminal, or taken from --notes or
 * stdin), commits "Release <version>" and tags v<version>. Pushing the tag starts the publish
 * workflow. Works on the repository in the current directory; every refusal changes nothing.
 */

const USAGE = 'usage: npm run release -- <patch|minor> [--notes "<entry>"]';

class Refusal extends Error {}

export function nextVersion(version: string, kind: string) {
	if (kind === 'major')
		throw new Refusal(
			'no major releases: nothing is ever removed, so no release breaks a workflow',
		);
	if (kind !== 'patch' && kind !== 'minor')
		throw new Refusal(
			`unknown kind "${kind}": patch (a fix) or minor (a new node version, operation or option)`,
		);
	if (!isVersion(version)) throw new Refusal(`package.json's version "${version}" is not x.y.z`);
	const [major, minor, patch] = version.split('.').map(Number);
	return kind === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

function parseArguments(args: string[]) {
	let kind: string | undefined;
	let notes: string | undefined;
	for (let index = 0; index < args.length; index++) {
		const arg = args[index];
		if (arg === '--notes') {
			if (index + 1 >= args.length) throw new Refusal(`--notes needs the entry's text; ${USAGE}`);
			notes = args[++index];
		} else if (arg.startsWith('--notes=')) notes = arg.slice('--notes='.length);
		else if (kind === undefined && !arg.startsWith('-')) kind = arg;
		else throw new Refusal(`unexpected argument "${arg}"; ${USAGE}`);
	}
	if (kind === undefined) throw new Refusal(`no kind given; ${USAGE}`);
	return { kind, notes };
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
	const { kind, notes: givenNotes } = parseArguments(args);
	const manifestFile = path.join(root, 'package.json');
	const readmeFile = path.join(root, 'README.md');
	const version = nextVersion(JSON.parse(readFileSync(manifestFile, 'utf8')).version, kind);

	const dirty = git('status', '--porcelain');
	if (dirty !== '')
		throw new Refusal(
			`the working tree is not clean (${dirty.split('\n').length} changed or untracked files)`,
		);
	const branch = spawnSync('git', ['symbolic-ref', '--short', '-q', 'HEAD'], {
		cwd: root,
		encoding: 'utf8',
	}).stdout.trim();
	if (branch !== 'main')
		throw new Refusal(`releases are made on main, not on ${branch || 'a detached HEAD'}`);
	const tag = `v${version}`;
	if (git('tag', '--list', tag) !== '')
		throw new Refusal(`${version} is already released: tag ${tag} exists`);
	const readme = readFileSync(readmeFile, 'utf8');
	if (releaseNotes(readme, version) !== undefined)
		throw new Refusal(`${version} is already released: README.md has its Version history entry`);
	// Found now rather than when committing, after the files are written.
	if (spawnSync('git', ['var', 'GIT_COMMITTER_IDENT'], { cwd: root, stdio: 'ignore' }).status !== 0)
		throw new Refusal('git has no identity to commit with: set user.name and user.email');

	const notes =
		givenNotes ??
		(await readStdin(
			`Version history entry for ${version}: what changed for users (Markdown, no headings), then Ctrl-D:\n`,
		));
	const problem = notesProblem(notes);
	if (problem) throw new Refusal(problem);

	const date = new Date().toISOString().slice(0, 10);
	const head = git('rev-parse', 'HEAD');
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
			console.log(`Committed "Release ${version}" (${date}) and tagged ${tag}.`);
			console.log(
				`The one step left, which starts the publish workflow: git push origin main ${tag}`,
			);
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
