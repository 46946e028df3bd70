import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SCHEDULE, SUITES } from '../../scripts/test/suites';

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
