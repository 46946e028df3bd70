import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { COMPAT_VERSIONS, DEV_VERSION, n8nRelease, nodeBinary } from '../n8n/toolchain';

/**
 * The test suites, each its own npm script (`npm run check`, `npm run test:<suite>`) and its own CI
 * job (.github/workflows/ci.yml). `scripts/test/suites.ts [suite...] [-- ...]` builds once,
 * installs what the named suites need (scripts/n8n/toolchain.ts: Debian's packages, Verdaccio, the
 * n8n versions, each cached), then runs them one after another and prints the time of each;
 * without a name it runs them all (`npm test`). A group `a+b` runs its suites at the same time,
 * each one's output in test-logs/<suite>.log, printed when it ends (.ci/run). What follows the
 * name of one suite goes to its first command (e.g. a test file: `npm run test:e2e -- test/e2e/mcp.test.ts`).
 */

const ROOT = path.resolve(__dirname, '../..');
const LOGS = path.join(ROOT, 'test-logs');

interface Suite {
	/** The n8n versions it runs, installed before it starts */
	n8n: string[];
	commands: string[][];
}

const npmRun = (script: string) => ['npm', 'run', script];
const jestWith = (...args: string[]) => [
	process.execPath,
	require.resolve('jest/bin/jest'),
	...args,
];
/**
 * Jest under the Node.js the development n8n runs on (installed with it): n8n-core's engine runs
 * where n8n runs it, and each test file's ~2,000 modules load in three quarters of Node 20's CPU time.
 */
const jestOnN8nNode = (...args: string[]) => [
	nodeBinary(n8nRelease(DEV_VERSION).node).node,
	...jestWith(...args).slice(1),
];

export const SUITES: Record<string, Suite> = {
	/** n8n's lint rules, Prettier and actionlint; the scanner's two lint legs; the type check */
	check: { n8n: [], commands: [npmRun('lint'), npmRun('scan'), npmRun('typecheck')] },
	/** The nodes through n8n-core's engine against the sandbox, then the endpoint coverage check;
	 * test/ai runs n8n's own node search and type generator from the installed n8n. */
	unit: { n8n: [DEV_VERSION], commands: [jestOnN8nNode(), npmRun('coverage:endpoints')] },
	/** A real n8n with the pack from its tarball, the editor in headless Chromium */
	e2e: {
		n8n: [DEV_VERSION],
		commands: [jestWith('--config', 'jest.e2e.config.js', '--runInBand')],
	},
	/** n8n's queue mode: PostgreSQL, Redis, main, two workers, a webhook process */
	queue: {
		n8n: [DEV_VERSION],
		commands: [jestWith('--config', 'jest.queue.config.js', '--runInBand', '--forceExit')],
	},
	/** The per-service packages and the tarballs in real n8n, the round trip through a registry */
	packages: {
		n8n: [DEV_VERSION],
		commands: [jestWith('--config', 'jest.packages.config.js', '--runInBand')],
	},
	/** The e2e suite's compatibility files in the oldest n8n supported (the e2e suite runs the
	 * development version; `npm run test:compat` runs every tested version) */
	compat: {
		n8n: [COMPAT_VERSIONS[0]],
		commands: [
			[
				process.execPath,
				'-r',
				'ts-node/register/transpile-only',
				'scripts/n8n/compat.ts',
				'--oldest',
			],
		],
	},
};

/**
 * What `npm test` (and so `.ci/run`) runs without a name: every suite once, two at a time where two
 * fit on 2 cores (the unit suite takes both while the 1.x compatibility run mostly waits on n8n's
 * polls; the e2e and queue-mode suites each have an n8n of their own).
 */
export const SCHEDULE = ['check', 'unit+compat', 'e2e+queue', 'packages'];

interface Outcome {
	suite: string;
	status: number;
	seconds: number;
}

const since = (started: number) => Math.round((Date.now() - started) / 1000);

/**
 * Runs one command, its output appended to `log`; with `echo`, also to this process's as it comes
 * (a suite run alone), else printed when its group ends.
 */
async function run(command: string[], log: string, echo: boolean) {
	const out = createWriteStream(log, { flags: 'a' });
	await new Promise((resolve) => out.once('open', resolve));
	const child = spawn(command[0], command.slice(1), {
		cwd: ROOT,
		stdio: echo ? ['inherit', 'pipe', 'pipe'] : ['ignore', out, out],
	});
	if (echo)
		for (const [stream, to] of [
			[child.stdout, process.stdout],
			[child.stderr, process.stderr],
		] as const)
			stream?.on('data', (chunk: Buffer) => {
				to.write(chunk);
				out.write(chunk);
			});
	const status = await new Promise<number>((resolve) =>
		child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
	);
	await new Promise((resolve) => out.end(resolve));
	return status;
}

/**
 * What a failed suite's log says went wrong, in a few lines: each of Jest's failures (its "●" title
 * and the first lines of its message, no stack), else the log's last lines (a lint or a script).
 * Printed last, so that a CI page that keeps only the end of the output still says why.
 */
export function failureDigest(log: string, lines = 40): string[] {
	const all = log.split('\n');
	const titles = all.flatMap((line, at) => (/^\s*● (?!Console)/.test(line) ? [at] : []));
	const digest = titles.length
		? titles.flatMap((at) => {
				// The message: up to the code frame ("> 12 | ...") or the stack ("at ...") Jest prints after it
				const rest = all.slice(at + 1, at + 60);
				const end = rest.findIndex((line) => /^\s*(>\s*\d+ \||\d+ \||\| |at )/.test(line));
				const message = (end < 0 ? rest : rest.slice(0, end)).filter((line) => line.trim());
				return [
					all[at].trim(),
					...message.slice(0, 8).map((line) => `    ${line.trim().slice(0, 1000)}`),
				];
			})
		: all.filter((line) => line.trim()).slice(-15);
	return digest.length > lines
		? [...digest.slice(0, lines), `... (${digest.length - lines} lines more)`]
		: digest;
}

/**
 * A suite's commands in order, stopping at the first that fails; with `extra`, its first command
 * alone with them (a part of the unit suite would fail the coverage check that follows it).
 */
async function runSuite(suite: string, extra: string[], echo: boolean): Promise<Outcome> {
	const started = Date.now();
	const log = logOf(suite);
	const [first, ...rest] = SUITES[suite].commands;
	let status = 0;
	for (const command of extra.length ? [[...first, ...extra]] : [first, ...rest]) {
		status = await run(command, log, echo);
		if (status !== 0) break;
	}
	return { suite, status, seconds: since(started) };
}

/** Each suite's output, also kept in test-logs/<suite>.log (what a failure's digest is read from) */
const logOf = (suite: string) => path.join(LOGS, `${suite}.log`);

/** A group of suites at the same time, each one's output printed when it ends. */
async function runGroup(suites: string[], extra: string[]) {
	mkdirSync(LOGS, { recursive: true });
	for (const suite of suites) writeFileSync(logOf(suite), '');
	if (suites.length === 1) return [await runSuite(suites[0], extra, true)];
	console.log(`[suites] ${suites.join(', ')} at the same time (logs in test-logs/)`);
	return await Promise.all(
		suites.map(async (suite) => {
			const outcome = await runSuite(suite, extra, false);
			const log = logOf(suite);
			console.log(`\n[suites] ===== ${suite}: its output =====\n${readFileSync(log, 'utf8')}`);
			console.log(`[suites] ${suite}: exit ${outcome.status} after ${outcome.seconds} s`);
			return outcome;
		}),
	);
}

function parse(args: string[]) {
	const first = args.findIndex((arg) => !arg.split('+').every((name) => name in SUITES));
	const names = first === -1 ? args : args.slice(0, first);
	const extra = first === -1 ? [] : args.slice(first).filter((arg) => arg !== '--');
	const groups = (names.length ? names : SCHEDULE).map((group) => group.split('+'));
	if (args.length && !names.length)
		throw new Error(`"${args[0]}" is no suite: ${Object.keys(SUITES).join(', ')}`);
	if (extra.length && groups.flat().length !== 1)
		throw new Error(`"${extra.join(' ')}": arguments go to one suite only; name one`);
	return { groups, extra };
}

async function main() {
	const started = Date.now();
	const { groups, extra } = parse(process.argv.slice(2));
	const steps: Outcome[] = [];
	const step = (suite: string, command: string[]) => {
		const at = Date.now();
		const status = spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' }).status;
		steps.push({ suite, status: status ?? 1, seconds: since(at) });
		return status === 0;
	};
	const versions = [...new Set(groups.flat().flatMap((suite) => SUITES[suite].n8n))];
	const ready =
		step('build', npmRun('build')) &&
		(versions.length === 0 ||
			step('toolchain', [
				process.execPath,
				'-r',
				'ts-node/register/transpile-only',
				'scripts/n8n/toolchain.ts',
				...versions,
			]));
	if (ready) for (const group of groups) steps.push(...(await runGroup(group, extra)));

	console.log(`\n[suites] ${'step'.padEnd(10)} ${'result'.padEnd(8)} time`);
	for (const { suite, status, seconds } of steps)
		console.log(
			`[suites] ${suite.padEnd(10)} ${(status ? 'FAILED' : 'passed').padEnd(8)} ${seconds} s`,
		);
	console.log(`[suites] all: ${since(started)} s`);
	for (const { suite } of steps.filter((s) => s.status !== 0 && existsSync(logOf(s.suite))))
		console.log(
			`[suites] why ${suite} failed (all of it above and in test-logs/${suite}.log):\n${failureDigest(readFileSync(logOf(suite), 'utf8')).join('\n')}`,
		);
	if (!ready || steps.some((s) => s.status !== 0)) process.exit(1);
}

if (require.main === module)
	main().catch((error: unknown) => {
		console.error(error);
		process.exit(1);
	});
