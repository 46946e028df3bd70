import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SCHEDULE, SUITES, failureDigest } from '../../scripts/test/suites';

/**
 * Each suite of scripts/test/suites.ts is an npm script of its own and a CI job of its own, and
 * `.ci/run` (the gate on one machine) runs every one.
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const RUNNER = 'node scripts/ensure-deps.js && ts-node --transpile-only scripts/test/suites.ts';
const suites = Object.keys(SUITES);
/** A suite's npm script: `check`, else `test:<suite>` */
const scriptOf = (suite: string) => (suite === 'check' ? 'check' : `test:${suite}`);

test('npm test runs every suite, and each suite is an npm script of its own', () => {
	expect(scripts.test).toBe(RUNNER);
	// test:compat runs every tested n8n version unless told which (the weekly workflow; CI: --oldest).
	expect(scripts['test:compat']).toContain('scripts/n8n/compat.ts');
	expect(
		suites.filter((suite) => suite !== 'compat').map((suite) => [suite, scripts[scriptOf(suite)]]),
	).toEqual(
		suites.filter((suite) => suite !== 'compat').map((suite) => [suite, `${RUNNER} ${suite}`]),
	);
});

test("CI runs each suite as a job of its own, through the suite's npm script", () => {
	const workflow = read('.github/workflows/ci.yml');
	expect(workflow).toMatch(/^ {6}- run: npm run check$/m);
	const jobs = [...workflow.matchAll(/^ {10}- suite: (\S+)\n {12}command: (.+)$/gm)].map(
		([, suite, command]) => [suite, command],
	);
	expect(jobs).toEqual(
		suites
			.filter((suite) => suite !== 'check')
			.map((suite) => [
				suite,
				suite === 'compat' ? 'npm run test:compat -- --oldest' : `npm run ${scriptOf(suite)}`,
			]),
	);
});

test(".ci/run runs the README's test command, which runs every suite, each once", () => {
	expect(read('.ci/run')).toMatch(/^npm test$/m);
	expect(read('README.md')).toMatch(/^npm test\b/m);
	expect(SCHEDULE.flatMap((group) => group.split('+')).sort()).toEqual([...suites].sort());
});

test("a failed suite's digest gives each of Jest's failures with its message, no stack, from Jest's real output", () => {
	const dir = mkdtempSync(path.join(tmpdir(), 'digest-'));
	const reason = `the reason ${Date.now()}`;
	writeFileSync(
		path.join(dir, 'failing.test.js'),
		`test('passes', () => expect(1).toBe(1));\ntest('fails here', () => { throw new Error(${JSON.stringify(reason)}); });\ntest('differs', () => expect([1]).toEqual([2]));\n`,
	);
	const jest = spawnSync(
		process.execPath,
		[
			require.resolve('jest/bin/jest'),
			'--config',
			JSON.stringify({ rootDir: dir }),
			'--ci',
			'--colors=false',
		],
		{ cwd: dir, encoding: 'utf8' },
	);
	const output = `${jest.stdout}${jest.stderr}`;
	expect(jest.status).not.toBe(0);
	const digest = failureDigest(`some lines before\n${output}`);
	expect(digest.filter((line) => line.startsWith('●'))).toEqual(['● fails here', '● differs']);
	expect(digest.join('\n')).toContain(reason);
	expect(digest.join('\n')).toMatch(/Expected.*2/s);
	expect(digest.some((line) => /^\s*at /.test(line))).toBe(false);
	// Output with no Jest failure in it (a lint, a script): its last lines
	expect(failureDigest(['a', '', 'b', 'the error'].join('\n'))).toEqual(['a', 'b', 'the error']);
});
