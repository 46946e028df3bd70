import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { installIntoN8n, nodesFolder } from '../../scripts/n8n/install';
import { relativeTargets } from '../../scripts/packaging/links';
import { installedProblems, npm, packTarball, tarballFile } from '../../scripts/packaging/tarball';

/**
 * The tarball users install, installed as the suites install it (`npm install <tarball>` into
 * n8n's nodes folder), and the check that guards every such install. Needs `npm run build`.
 */

const pkg = require('../../package.json') as { name: string; n8n: { credentials: string[] } };
let work: string;
let tarball: string;

beforeAll(() => {
	work = mkdtempSync(path.join(os.tmpdir(), 'bizops-tarball-test-'));
	tarball = packTarball(undefined, path.join(work, 'packed'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

let cleanInstall: string;

/** A copy of the clean install to break (the check is under test here, not npm). */
function installed(name: string) {
	const dir = path.join(work, name);
	cpSync(cleanInstall, dir, { recursive: true });
	return { dir, pack: path.join(dir, 'node_modules', pkg.name) };
}

test('installed with npm into n8n nodes folder, the tarball holds everything n8n loads and no second n8n-workflow', () => {
	cleanInstall = installIntoN8n(path.join(work, 'clean'), tarball);
	expect(installedProblems(cleanInstall)).toEqual([]);
});

test("the tarball's README, what npm's page and n8n's panel show, has no relative link or picture (the repository's keeps them for GitHub)", () => {
	const readme = tarballFile(tarball, 'package/README.md');
	expect(readme).toMatch(/^# n8n-nodes-bizops/);
	expect(relativeTargets(readme)).toEqual([]);
});

test('a plain `npm install` of the tarball (no flags) installs no n8n-workflow beside it: the peer is optional', () => {
	const dir = nodesFolder(path.join(work, 'plain'));
	npm(['install', tarball, '--no-audit', '--no-fund'], dir);
	expect(installedProblems(dir)).toEqual([]);
});

describe('the install check fails', () => {
	test('when a credential package.json lists is missing from the package', () => {
		const { dir, pack } = installed('no-credential');
		const listed = pkg.n8n.credentials[0];
		rmSync(path.join(pack, listed));
		expect(installedProblems(dir)).toEqual(
			expect.arrayContaining([expect.stringContaining(`${listed}: listed in package.json`)]),
		);
	});

	test('when a module the code requires is missing', () => {
		const { dir, pack } = installed('no-shared');
		rmSync(path.join(pack, 'dist/nodes/shared/binary.js'));
		expect(installedProblems(dir).join('\n')).toMatch(
			/requires .*shared\/binary, which the package lacks/,
		);
	});

	test('when an icon or a codex file is missing', () => {
		const { dir, pack } = installed('no-assets');
		rmSync(path.join(pack, 'icons'), { recursive: true, force: true });
		rmSync(path.join(pack, 'dist/icons'), { recursive: true, force: true });
		rmSync(path.join(pack, 'dist/nodes/Payments/Payments.node.json'));
		const problems = installedProblems(dir).join('\n');
		expect(problems).toMatch(/names file:.*\.svg, which the package lacks/);
		expect(problems).toMatch(/Payments\.node\.js: its codex file Payments\.node\.json is missing/);
	});

	test('when a copy of n8n-workflow sits in the nodes folder, also nested', () => {
		const { dir, pack } = installed('nested-workflow');
		const copy = path.join(pack, 'node_modules/n8n-workflow');
		mkdirSync(copy, { recursive: true });
		writeFileSync(path.join(copy, 'package.json'), '{"name":"n8n-workflow","version":"1.0.0"}');
		expect(installedProblems(dir)).toEqual([`${copy}: a copy of n8n-workflow beside n8n's own`]);
		cpSync(copy, path.join(dir, 'node_modules/n8n-workflow'), { recursive: true });
		expect(installedProblems(dir)).toHaveLength(2);
	});
});
