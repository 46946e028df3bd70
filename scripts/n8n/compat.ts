import { spawn, spawnSync } from 'node:child_process';
import {
	createWriteStream,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { CACHE_DIR, COMPAT_VERSIONS } from './toolchain';
import { npm, packTarball } from '../packaging/tarball';

/**
 * `npm run test:compat [-- version...]`: the pack, installed from its `npm pack` tarball, against
 * several n8n versions (default: COMPAT_VERSIONS in toolchain.ts; `latest` is n8n's newest
 * release on the registry). For each it runs the end-to-end suite's own test files that cover
 * what breaks between n8n versions (n8n.test.ts: loading, credential tests, one workflow per
 * action node with the binary download and upload, every webhook trigger's lifecycle, the
 * polling triggers; agent.test.ts: the AI Agent calling the pack's tools with the scripted
 * model), each version in its own n8n on free ports, several side by side (n8n polls at most
 * once a minute: most of a run is waiting). Prints a table of version × check and writes it to
 * e2e-artifacts-compat/table.md; fails if any check failed on any version.
 * BIZOPS_COMPAT_VERSIONS (comma-separated) picks the versions too, BIZOPS_COMPAT_PARALLEL how many
 * run at once (default: all; three ran side by side on a shared 2-core machine). `--oldest` runs the
 * oldest supported version alone, as CI does on every change (the e2e suite runs the development one).
 */

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'e2e-artifacts-compat');
const TEST_FILES = ['test/e2e/n8n.test.ts', 'test/e2e/agent.test.ts'];

/** The table's rows: each check is the e2e tests whose full name matches. */
const CHECKS: Array<[string, RegExp]> = [
	['all nodes and credentials load', /^n8n loads every node and credential/],
	[
		'credential test passes (a wrong token fails)',
		/its credential, created through the public API/,
	],
	['one workflow per action node runs green', /a workflow creates, reads, updates and deletes/],
	[
		'binary download (Invoicing PDF) and upload (Signage media)',
		/^(invoicing|signage) a workflow creates, reads, updates and deletes/,
	],
	[
		'webhook triggers: register, signed delivery runs, tampered refused, unregister',
		/webhook trigger: publish registers/,
	],
	['polling triggers emit a new record once', /every published polling trigger/],
	['AI Agent calls each BizOps tool (scripted model)', /the agent calls "/],
];
const TYPES_ROW = "the pack's sources type-check against this n8n's n8n-workflow";
/** The rest of agent.test.ts, and of everything else, in a row each. */
const AGENT_OTHERS = 'AI Agent: tools offered, refused argument, API error, download as a tool';
const OTHERS = 'other e2e checks (fixtures complete, no secret in the log)';
/** The table's rows, in order (the Compatibility table of docs/compatibility.md has the same) */
export const ROWS = [TYPES_ROW, ...CHECKS.map(([name]) => name), AGENT_OTHERS, OTHERS];

interface Assertion {
	fullName: string;
	status: 'passed' | 'failed' | 'pending' | 'skipped' | 'todo';
}
interface JestResults {
	testResults: Array<{ name: string; assertionResults: Assertion[]; message: string }>;
}

/** The rows a test counts in (the binary row's tests count as action node workflows too). */
function rowsOf(file: string, fullName: string) {
	const matching = CHECKS.filter(([, pattern]) => pattern.test(fullName));
	if (matching.length) return matching.map(([name]) => name);
	return [file.endsWith('agent.test.ts') ? AGENT_OTHERS : OTHERS];
}

/** One table cell per check: "passed n/n", "FAILED k of n", or why nothing ran. */
function cells(results: JestResults | undefined, setupFailed: string | undefined) {
	const counts = new Map<string, { passed: number; total: number }>();
	for (const file of results?.testResults ?? []) {
		for (const test of file.assertionResults) {
			if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
				continue;
			for (const row of rowsOf(file.name, test.fullName)) {
				const count = counts.get(row) ?? { passed: 0, total: 0 };
				count.total += 1;
				if (test.status === 'passed') count.passed += 1;
				counts.set(row, count);
			}
		}
	}
	const rows = ROWS.slice(1);
	return Object.fromEntries(
		rows.map((row) => {
			const count = counts.get(row);
			if (!count) return [row, setupFailed ? `not run (${setupFailed})` : 'not run'];
			return [
				row,
				count.passed === count.total
					? `passed ${count.total}/${count.total}`
					: `FAILED ${count.total - count.passed} of ${count.total}`,
			];
		}),
	);
}

/**
 * The pack's sources type-checked against the n8n-workflow this n8n version carries (the build
 * uses the development version's): a type or field the older one lacks fails here, before a user
 * meets it at run time. Returns the table cell.
 */
export function typecheck(version: string) {
	const n8nDir = path.join(CACHE_DIR, `n8n-${version}`, 'node_modules/n8n');
	const workflow = path.dirname(require.resolve('n8n-workflow/package.json', { paths: [n8nDir] }));
	const workflowVersion = (
		JSON.parse(readFileSync(path.join(workflow, 'package.json'), 'utf8')) as { version: string }
	).version;
	const config = path.join(OUT, `tsconfig.n8n-${version}.json`);
	writeFileSync(
		config,
		JSON.stringify({
			extends: path.join(ROOT, 'tsconfig.json'),
			compilerOptions: {
				noEmit: true,
				incremental: false,
				declaration: false,
				baseUrl: ROOT,
				paths: { 'n8n-workflow': [workflow] },
			},
			include: [
				'credentials/**/*.ts',
				'nodes/**/*.ts',
				'index.ts',
				// 1.x lacks the builder-hint types (see the file)
				...(workflowVersion.startsWith('1.') ? ['scripts/n8n/builderHint1x.d.ts'] : []),
			].map((glob) => path.join(ROOT, glob)),
		}),
	);
	const result = spawnSync(
		process.execPath,
		[require.resolve('typescript/bin/tsc'), '-p', config],
		{
			cwd: ROOT,
			encoding: 'utf8',
		},
	);
	if (result.status === 0)
		return { workflowVersion, cell: `passed (n8n-workflow ${workflowVersion})` };
	console.log(
		`[compat] n8n ${version}: the pack against n8n-workflow ${workflowVersion}:\n${result.stdout}`,
	);
	return { workflowVersion, cell: `FAILED (n8n-workflow ${workflowVersion}): see above` };
}

interface Run {
	version: string;
	seconds: number;
	exitCode: number | null;
	log: string;
	cells: Record<string, string>;
}

/** The e2e suite's compatibility files against one n8n version, as a child process. */
async function runVersion(version: string, testNamePattern?: string): Promise<Run> {
	const log = path.join(OUT, `n8n-${version}.log`);
	const json = path.join(OUT, `n8n-${version}.json`);
	rmSync(json, { force: true });
	const started = Date.now();
	const args = [
		require.resolve('jest/bin/jest'),
		'--config',
		'jest.e2e.config.js',
		'--runInBand',
		'--json',
		'--outputFile',
		json,
		...(testNamePattern ? ['-t', testNamePattern] : []),
		...TEST_FILES,
	];
	console.log(`[compat] n8n ${version}: running (log ${path.relative(ROOT, log)})`);
	const exitCode = await new Promise<number | null>((resolve) => {
		const child = spawn(process.execPath, args, {
			cwd: ROOT,
			env: { ...process.env, BIZOPS_N8N_VERSION: version },
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		const out = createWriteStream(log);
		child.stdout.pipe(out);
		child.stderr.pipe(out);
		child.on('exit', resolve);
	});
	const types = typecheck(version);
	const results = existsSync(json)
		? (JSON.parse(readFileSync(json, 'utf8')) as JestResults)
		: undefined;
	const seconds = Math.round((Date.now() - started) / 1000);
	console.log(`[compat] n8n ${version}: exit ${exitCode} after ${seconds} s`);
	return {
		version,
		seconds,
		exitCode,
		log,
		cells: {
			[TYPES_ROW]: types.cell,
			...cells(results, results ? undefined : 'the suite did not start: see the log'),
		},
	};
}

/** `latest` (and any dist-tag) resolved on the registry, as the weekly run asks for n8n's newest. */
function resolveVersion(spec: string) {
	if (/^\d+\.\d+\.\d+$/.test(spec)) return spec;
	const answer = npm(['view', `n8n@${spec}`, 'version'], ROOT);
	const version =
		answer
			.trim()
			.split('\n')
			.pop()
			?.replace(/^.*'(.*)'$/, '$1') ?? '';
	if (!/^\d+\.\d+\.\d+$/.test(version))
		throw new Error(`npm view n8n@${spec} version answered: ${answer}`);
	return version;
}

export function table(runs: Run[]) {
	const header = `| Check | ${runs.map((r) => `n8n ${r.version}`).join(' | ')} |`;
	const rows = Object.keys(runs[0].cells).map(
		(row) => `| ${row} | ${runs.map((r) => r.cells[row]).join(' | ')} |`,
	);
	const time = `| time | ${runs.map((r) => `${r.seconds} s`).join(' | ')} |`;
	return [header, `|---|${runs.map(() => '---|').join('')}`, ...rows, time].join('\n');
}

async function main() {
	const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
	const specs = process.argv.includes('--oldest')
		? COMPAT_VERSIONS.slice(0, 1)
		: requested.length
			? requested
			: (process.env.BIZOPS_COMPAT_VERSIONS?.split(',').filter(Boolean) ?? COMPAT_VERSIONS);
	const versions = [...new Set(specs.map(resolveVersion))];
	mkdirSync(OUT, { recursive: true });

	// One tarball for every version, packed now: `npm test` beside this run (.ci/run) rebuilds dist/.
	const tarball = process.env.BIZOPS_PACK_TARBALL ?? packTarball(ROOT, OUT);
	process.env.BIZOPS_PACK_TARBALL = tarball;
	console.log(`[compat] the pack: ${path.relative(ROOT, tarball)}`);

	// Every n8n first (cached; the missing ones side by side), so that the runs measure the tests.
	const install = spawnSync(
		process.execPath,
		['-r', 'ts-node/register/transpile-only', 'scripts/n8n/toolchain.ts', ...versions],
		{ cwd: ROOT, stdio: 'inherit' },
	);
	// A version that does not install (the weekly run meeting a broken release) is a column of
	// its own saying so; the others still run.
	const installed = (version: string) =>
		existsSync(path.join(CACHE_DIR, `n8n-${version}`, '.installed'));
	if (install.status !== 0 && !versions.some(installed))
		throw new Error('installing the n8n versions failed');

	const parallel = Number(process.env.BIZOPS_COMPAT_PARALLEL ?? versions.length);
	const runs: Run[] = versions
		.filter((version) => !installed(version))
		.map((version) => ({
			version,
			seconds: 0,
			exitCode: null,
			log: 'the output above',
			cells: Object.fromEntries(
				ROWS.map((row) => [row, 'not run (this n8n did not install: see the output above)']),
			),
		}));
	const queue = versions.filter(installed);
	await Promise.all(
		Array.from({ length: Math.min(parallel, queue.length) }, async () => {
			for (let version = queue.shift(); version; version = queue.shift())
				runs.push(await runVersion(version, process.env.BIZOPS_COMPAT_TESTS));
		}),
	);
	runs.sort((a, b) => versions.indexOf(a.version) - versions.indexOf(b.version));

	const printed = table(runs);
	writeFileSync(path.join(OUT, 'table.md'), `${printed}\n`);
	console.log(`\n[compat] the pack's tarball against n8n ${versions.join(', ')}:\n\n${printed}\n`);
	// With BIZOPS_COMPAT_TESTS (a jest -t pattern) some rows are not run on purpose.
	const whole = !process.env.BIZOPS_COMPAT_TESTS;
	const failed = runs.filter(
		(run) =>
			run.exitCode !== 0 ||
			Object.values(run.cells).some(
				(cell) => /^FAILED/.test(cell) || (whole && /^not run/.test(cell)),
			),
	);
	for (const run of failed) console.log(`[compat] n8n ${run.version} failed: see ${run.log}`);
	if (failed.length) process.exit(1);
}

if (require.main === module)
	main().catch((error: unknown) => {
		console.error(error);
		process.exit(1);
	});
