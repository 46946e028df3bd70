import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { checkRelease } from '../../scripts/release/releaseCheck';
import { addEntry, notesProblem, releaseNotes } from '../../scripts/release/versionHistory';

/** The Version history's release entries: written by npm run release, read by the publish workflow. */

const root = path.resolve(__dirname, '../..');

const README = [
	'# Pack',
	'',
	'## Version history',
	'',
	'Releases, newest first.',
	'',
	'### Node versions',
	'',
	'| Node | Version |',
	'',
	'## Compatibility',
	'',
	'- n8n 2.x',
	'',
].join('\n');

describe('the Version history', () => {
	test('the first entry goes above Node versions, a later one above the newest', () => {
		const first = addEntry(README, '0.1.0', '2026-11-27', 'First release.\n');
		expect(first).toContain(
			'Releases, newest first.\n\n### 0.1.0 (2026-11-27)\n\nFirst release.\n\n### Node versions',
		);
		const second = addEntry(first, '0.1.1', '2026-12-01', 'A fix.\n\n- Payroll: a list.');
		expect(second).toContain(
			'Releases, newest first.\n\n### 0.1.1 (2026-12-01)\n\nA fix.\n\n- Payroll: a list.\n\n### 0.1.0 (2026-11-27)\n\nFirst release.\n\n### Node versions',
		);
		expect(releaseNotes(second, '0.1.1')).toBe('A fix.\n\n- Payroll: a list.');
		expect(releaseNotes(second, '0.1.0')).toBe('First release.');
		expect(releaseNotes(second, '0.1.2')).toBeUndefined();
		expect(second.endsWith('## Compatibility\n\n- n8n 2.x\n')).toBe(true);
	});

	test('without a sub-heading, the entry goes at the end of the section', () => {
		const readme = '## Version history\n\nReleases.\n## Compatibility\n';
		const updated = addEntry(readme, '1.2.0', '2026-11-27', 'More.');
		expect(updated).toBe(
			'## Version history\n\nReleases.\n\n### 1.2.0 (2026-11-27)\n\nMore.\n\n## Compatibility\n',
		);
		expect(releaseNotes(updated, '1.2.0')).toBe('More.');
	});

	test('an entry is read up to the next heading, and a version matches exactly', () => {
		const readme = addEntry(README, '0.10.0', '2026-11-27', 'Ten.');
		expect(releaseNotes(readme, '0.10.0')).toBe('Ten.');
		expect(releaseNotes(readme, '0.1.0')).toBeUndefined();
		expect(releaseNotes(readme.replace('### 0.10.0', '### 0x10.0'), '0.10.0')).toBeUndefined();
	});

	test('an empty entry, a heading in one and a second entry for a version are refused', () => {
		expect(notesProblem(' \n')).toMatch(/empty/);
		expect(notesProblem('Fixes.\n## More')).toMatch(/heading/);
		expect(notesProblem('Fixes #12 and #13.\n#hashtag')).toBeUndefined();
		const once = addEntry(README, '0.1.0', '2026-11-27', 'First.');
		expect(() => addEntry(once, '0.1.0', '2026-11-28', 'Again.')).toThrow(/already has an entry/);
		expect(() => addEntry('# Pack\n', '0.1.0', '2026-11-27', 'x')).toThrow(
			/no "## Version history"/,
		);
	});

	test("this README's Version history has only Node versions and well-formed release headings", () => {
		const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
		const lines = readme.split('\n');
		const start = lines.indexOf('## Version history');
		const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
		const headings = lines.slice(start + 1, end).filter((line) => line.startsWith('#'));
		expect(headings).toContain('### Node versions');
		for (const heading of headings.filter((line) => line !== '### Node versions'))
			expect(heading).toMatch(/^### \d+\.\d+\.\d+ \(\d{4}-\d{2}-\d{2}\)$/);
	});
});

describe('the publish check', () => {
	const readme = addEntry(README, '0.1.0', '2026-11-27', 'First release.');

	test('passes the tag of the version in package.json with an entry, and gives its notes', () => {
		expect(checkRelease('v0.1.0', '0.1.0', readme)).toBe('First release.');
	});

	test('refuses a tag that is not v<version>', () => {
		expect(() => checkRelease('v0.2.0', '0.1.0', readme)).toThrow(
			"the tag v0.2.0 is not package.json's version 0.1.0 (expected v0.1.0)",
		);
		expect(() => checkRelease('0.1.0', '0.1.0', readme)).toThrow(/expected v0.1.0/);
	});

	test('refuses a version without an entry', () => {
		expect(() => checkRelease('v0.2.0', '0.2.0', readme)).toThrow(
			/has no entry "### 0.2.0 \(<date>\)"/,
		);
	});

	test('as the workflow runs it: a wrong tag exits non-zero with the reason and writes no notes', () => {
		const dir = mkdtempSync(path.join(os.tmpdir(), 'bizops-release-check-'));
		try {
			const notes = path.join(dir, 'notes.md');
			const result = spawnSync(
				path.join(root, 'node_modules/.bin/ts-node'),
				['--transpile-only', path.join(root, 'scripts/release/releaseCheck.ts'), 'v99.0.0', notes],
				{ cwd: root, encoding: 'utf8' },
			);
			expect(result.status).toBe(1);
			expect(result.stderr).toMatch(
				/^publish refused: the tag v99\.0\.0 is not package\.json's version/,
			);
			expect(existsSync(notes)).toBe(false);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
