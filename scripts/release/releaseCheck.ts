import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { releaseNotes } from './versionHistory';

/**
 * The publish workflow's first check: `ts-node scripts/release/releaseCheck.ts <tag> <notes file>`. The
 * pushed tag must be v<package.json's version> and the README must have that version's Version
 * history entry, which it writes to the notes file for the GitHub release.
 */

export function checkRelease(tag: string, version: string, readme: string) {
	if (tag !== `v${version}`)
		throw new Error(
			`the tag ${tag} is not package.json's version ${version} (expected v${version})`,
		);
	const notes = releaseNotes(readme, version);
	if (!notes)
		throw new Error(
			`README.md's Version history has no entry "### ${version} (<date>)": make releases with npm run release`,
		);
	return notes;
}

if (require.main === module) {
	const [tag, notesFile] = process.argv.slice(2);
	try {
		if (!tag || !notesFile) throw new Error('usage: releaseCheck.ts <tag> <notes file>');
		const root = path.resolve(__dirname, '../..');
		const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
		const notes = checkRelease(tag, version, readFileSync(path.join(root, 'README.md'), 'utf8'));
		mkdirSync(path.dirname(path.resolve(notesFile)), { recursive: true });
		writeFileSync(notesFile, notes + '\n');
		console.log(`${tag}: package.json and the Version history agree; notes in ${notesFile}`);
	} catch (error) {
		console.error(`publish refused: ${(error as Error).message}`);
		process.exitCode = 1;
	}
}
