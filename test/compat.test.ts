import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ROWS } from '../scripts/n8n/compat';
import { COMPAT_VERSIONS, DEV_VERSION, n8nRelease } from '../scripts/n8n/toolchain';

/**
 * The compatibility run's versions come from scripts/n8n/versions.json: COMPAT_VERSIONS (what
 * `npm run test:compat` runs) and the GitHub matrix read it; the Compatibility table of
 * docs/compatibility.md is copied from the last run and must agree. The run itself is `npm run test:compat`
 * (scripts/n8n/compat.ts).
 */

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

test('the tested versions are the newest 1.x, the development version and a newer 2.x', () => {
	const majors = COMPAT_VERSIONS.map((version) => n8nRelease(version).major);
	expect(majors).toEqual([1, 2, 2]);
	expect(COMPAT_VERSIONS[1]).toBe(DEV_VERSION);
});

test('each n8n line runs on its Node.js; only 2.x is told to leave its MCP registry module off (1.x exits on the unknown name)', () => {
	expect(n8nRelease('1.123.81')).toMatchObject({
		node: expect.stringMatching(/^22\./),
		overrides: { xlsx: '0.18.5' },
		env: {},
	});
	expect(n8nRelease('2.41.1')).toMatchObject({
		node: expect.stringMatching(/^24\./),
		env: { N8N_DISABLED_MODULES: 'mcp-registry' },
	});
	// A release named nowhere (the weekly run against n8n's newest) gets its line's settings.
	expect(n8nRelease('3.0.0').node).toMatch(/^24\./);
	expect(() => n8nRelease('latest')).toThrow(/not a version number/);
});

test("the GitHub compatibility matrix runs exactly COMPAT_VERSIONS: the workflow's own line reads versions.json", () => {
	const line = /^\s*(tested=\$\(jq .*\))$/m.exec(read('.github/workflows/compat.yml'))?.[1];
	expect(line).toContain('scripts/n8n/versions.json');
	const tested = execFileSync('bash', ['-e', '-c', `${line}\necho "$tested"`], {
		cwd: ROOT,
		encoding: 'utf8',
	});
	expect(JSON.parse(tested)).toEqual(COMPAT_VERSIONS);
});

test('the Compatibility table (docs/compatibility.md) has a column for each tested version and no check failed in it', () => {
	const section = read('docs/compatibility.md');
	const header = /^\| Check \|(.*)\|$/m.exec(section);
	expect(header?.[1].split('|').map((cell) => cell.trim())).toEqual(
		COMPAT_VERSIONS.map((version) => `n8n ${version}`),
	);
	const table = section.slice(section.indexOf('| Check |')).split('\n\n')[0];
	expect(table).not.toMatch(/FAILED|not run/);
	// The rows scripts/n8n/compat.ts prints, in its order, then the time each version took.
	const rows = table
		.split('\n')
		.slice(2)
		.map((line) => line.split('|')[1].trim());
	expect(rows).toEqual([...ROWS, 'time']);
});

test("the manual states the n8n-workflow range the compatibility run tested wherever it names the '*' peer", () => {
	const section = read('docs/compatibility.md');
	const tested = [...section.matchAll(/passed \(n8n-workflow (\d+\.\d+\.\d+)\)/g)].map((m) => m[1]);
	const byVersion = (a: string, b: string) =>
		a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
	const [lowest, highest] = [tested.sort(byVersion)[0], tested.at(-1)];
	expect(tested).toHaveLength(COMPAT_VERSIONS.length);
	// The README and the pages it links, on one line each, a link read as its text.
	const text = (file: string) =>
		read(file)
			.replace(/\[([^\]]*)\]\([^)]*\)/g, '*$1*')
			.replace(/\s+/g, ' ');
	expect(text('docs/development.md')).toContain(
		`tested from ${lowest} to ${highest}, see *Compatibility*`,
	);
	expect(text('README.md')).toContain(
		`tested from ${lowest} to ${highest}, in n8n ${COMPAT_VERSIONS[0]} to ${COMPAT_VERSIONS.at(-1)}`,
	);
	expect(text('docs/compatibility.md')).toContain(
		`tested is n8n-workflow ${lowest} to ${highest} (n8n ${COMPAT_VERSIONS[0]} to ${COMPAT_VERSIONS.at(-1)})`,
	);
});
