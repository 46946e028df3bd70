import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How the publish workflow authenticates to npm, as npm's trusted publishing and n8n's
 * community-node template do it: no `.npmrc` written from a possibly empty NODE_AUTH_TOKEN
 * (setup-node's registry-url), and the NPM_TOKEN secret written to npm's config only when it is set.
 */

const workflow = readFileSync(
	path.resolve(__dirname, '../../.github/workflows/publish.yml'),
	'utf8',
);

/** The publish step's token line, run by bash as the step runs it, in a fresh home. */
function tokenLine(token: string) {
	const line = /^\s*(if \[ -n "\$NPM_TOKEN" \].*fi)$/m.exec(workflow)?.[1];
	expect(line).toBeDefined();
	const home = mkdtempSync(path.join(os.tmpdir(), 'bizops-publish-home-'));
	try {
		const result = spawnSync('bash', ['-e', '-c', line!], {
			env: { PATH: process.env.PATH, HOME: home, NPM_TOKEN: token },
			encoding: 'utf8',
		});
		const npmrc = path.join(home, '.npmrc');
		return { status: result.status, npmrc: existsSync(npmrc) ? readFileSync(npmrc, 'utf8') : '' };
	} finally {
		rmSync(home, { recursive: true, force: true });
	}
}

test('no registry-url and no NODE_AUTH_TOKEN: nothing stands in for the OIDC exchange', () => {
	const code = workflow.replace(/^\s*#.*$/gm, '');
	expect(code).not.toMatch(/registry-url|NODE_AUTH_TOKEN/);
	expect(workflow).toMatch(/id-token: write/);
});

test('an empty NPM_TOKEN (the secret deleted) writes no token; a set one is written for npmjs.org', () => {
	expect(tokenLine('')).toEqual({ status: 0, npmrc: '' });
	expect(tokenLine('npm_first-publish')).toEqual({
		status: 0,
		npmrc: expect.stringContaining('//registry.npmjs.org/:_authToken=npm_first-publish'),
	});
});
