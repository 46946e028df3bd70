import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { publishRefusal } from '../../scripts/release/prepublishGuard';

/** prepublishOnly: a publish outside the publish workflow is refused before anything runs. */

const root = path.resolve(__dirname, '../..');

/** This process's environment without GitHub's markers (the suite also runs in GitHub Actions). */
function outsideActions() {
	const env = { ...process.env };
	delete env.GITHUB_ACTIONS;
	for (const key of Object.keys(env)) if (/^npm_/i.test(key)) delete env[key];
	return env;
}

describe('the prepublishOnly guard', () => {
	test('refuses without GITHUB_ACTIONS=true, and passes inside GitHub Actions', () => {
		expect(publishRefusal({})).toMatch(/published only by the publish workflow/);
		expect(publishRefusal({ GITHUB_ACTIONS: 'false' })).toMatch(/publish workflow/);
		expect(publishRefusal({ GITHUB_ACTIONS: 'true' })).toBeUndefined();
	});

	test('npm publish from this folder with scripts on stops at prepublishOnly, building nothing', () => {
		const result = spawnSync(
			'npm',
			['publish', '--dry-run', '--ignore-scripts=false', '--registry', 'http://127.0.0.1:9'],
			// A guard that let it through would start the build and the tests: stop it, and fail.
			{ cwd: root, encoding: 'utf8', env: outsideActions(), timeout: 30_000 },
		);
		expect(result.status).not.toBe(0);
		expect(result.stderr).toContain(
			'publish refused: the pack is published only by the publish workflow',
		);
		expect(result.stdout + result.stderr).not.toMatch(/gulp|tsc -p/);
	});
});
