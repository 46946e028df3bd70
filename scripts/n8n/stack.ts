import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { packTarball } from '../packaging/tarball';
import { installIntoN8n } from './install';
import type { Toolchain } from './toolchain';

/**
 * The sandbox and a real n8n with the packed pack installed as a community package, each a
 * process of its own; shared by `npm start` and the e2e suite. `stop()` ends both (and
 * whatever they started: each runs in its own process group), also when this process exits.
 */

const ROOT = path.resolve(__dirname, '../..');

export interface StackOptions {
	/** Folder for n8n's user folder and the logs; emptied first */
	home: string;
	n8nPort: number;
	brokerPort: number;
	sandboxPort: number;
	/** Start the sandbox with the demo's data set (`npm start`); the suite's tests set up their own */
	seed?: boolean;
	/** Milliseconds the sandbox holds every answer back, as a real API's latency (default: SANDBOX_LATENCY_MS, else 0) */
	latencyMs?: number;
	/** Keep no request log in the sandbox (the benchmarks: /_control/log then stays empty) */
	noLog?: boolean;
	/** n8n's log level (default: n8n's own, info) */
	n8nLogLevel?: 'debug' | 'info';
	/** More environment for n8n (e.g. its binary data mode) */
	n8nEnv?: Record<string, string>;
	/** What to install into n8n's nodes folder (default: the pack's own `npm pack` tarball) */
	tarballs?: string[];
}

export interface Stack {
	/** n8n's address as a browser opens it */
	n8nUrl: string;
	/** The sandbox root; an interface lives at `${sandboxUrl}/<slug>` */
	sandboxUrl: string;
	logs: { n8n: string; sandbox: string };
	/** n8n's process, whose memory the file benchmark samples */
	n8nPid?: number;
	/** The tarballs installed into n8n's nodes folder with npm */
	installed: string[];
	stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
	const server = net.createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as net.AddressInfo;
	await new Promise((resolve) => server.close(resolve));
	return port;
}

export async function portIsFree(port: number) {
	return await new Promise<boolean>((resolve) => {
		const server = net.createServer().once('error', () => resolve(false));
		server.listen(port, () => server.close(() => resolve(true)));
	});
}

/** The packages of a stack, installed with npm into n8n's nodes folder of `userFolder`. */
export function installPack(userFolder: string, tarballs = [packTarball()]) {
	for (const tarball of tarballs) installIntoN8n(userFolder, tarball);
	return tarballs;
}

const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
	if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
	try {
		process.kill(-child.pid, signal);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
	}
};
process.on('exit', () => {
	for (const child of running) killGroup(child, 'SIGKILL');
});

export function launch(
	command: string,
	args: string[],
	env: NodeJS.ProcessEnv,
	logFile: string,
	append = false,
) {
	const child = spawn(command, args, {
		cwd: ROOT,
		env,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const log = createWriteStream(logFile, { flags: append ? 'a' : 'w' });
	child.stdout!.pipe(log);
	child.stderr!.pipe(log);
	running.add(child);
	child.on('exit', () => running.delete(child));
	return child;
}

/** Ends the process's group with `signal` (SIGKILL after 15 s) and resolves once it exited. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
	if (child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	killGroup(child, signal);
	const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
	await exited;
	clearTimeout(timer);
	// The group may outlive its leader (n8n's task runner): end what is left of it.
	killGroup(child, 'SIGKILL');
}

/** Resolves once `ready()` holds; fails early if the process exits, or after `seconds`. */
export async function waitFor(
	what: string,
	child: ChildProcess,
	logFile: string,
	seconds: number,
	ready: () => Promise<boolean>,
) {
	const deadline = Date.now() + seconds * 1000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null || child.signalCode !== null) {
			// Only on failure: the pipes' last output reaches the log before its tail is read.
			await new Promise((resolve) => setTimeout(resolve, 500));
			throw new Error(
				`${what} exited (${child.exitCode ?? child.signalCode}) while starting; its log ${logFile} ends:\n${tail(logFile)}`,
			);
		}
		if (await ready().catch(() => false)) return;
		// The poll's interval, not a wait for something
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(
		`${what} was not ready within ${seconds} s; its log ${logFile} ends:\n${tail(logFile)}`,
	);
}

/** This process's environment without what would change n8n's behaviour (under jest's NODE_ENV=test n8n exits silently). */
function n8nEnv() {
	const env = { ...process.env };
	for (const key of Object.keys(env))
		if (key.startsWith('JEST_') || /^npm_/i.test(key)) delete env[key];
	// Anything but production makes n8n call its staging services.
	return { ...env, NODE_ENV: 'production' };
}

export const tail = (file: string) =>
	existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-40).join('\n') : '(no log)';

/**
 * n8n's environment for one process of the pack's stacks: everything that keeps it local and quiet,
 * what the n8n line of `toolchain` needs (see toolchain.ts), plus what differs per process (user
 * folder, ports, URLs, database and queue).
 */
export function n8nProcessEnv(
	toolchain: Toolchain,
	own: Record<string, string>,
): NodeJS.ProcessEnv {
	return {
		...n8nEnv(),
		N8N_SECURE_COOKIE: 'false',
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_UNVERIFIED_PACKAGES_ENABLED: 'true',
		N8N_VERIFIED_PACKAGES_ENABLED: 'false',
		N8N_LOG_OUTPUT: 'console',
		// n8n's instance MCP server on (Settings → MCP access), for AI clients that build workflows.
		N8N_MCP_MANAGED_BY_ENV: 'true',
		N8N_MCP_ACCESS_ENABLED: 'true',
		// No limit of MCP requests per IP (n8n's: 100 in 5 minutes): the suite's scripted client sends hundreds.
		N8N_MCP_SERVER_RATE_LIMIT: '0',
		// SQLite pooled as n8n 2.x does by default: n8n 1.x keeps one connection, which fails
		// overlapping data-table writes (the templates' claim of an event).
		DB_SQLITE_POOL_SIZE: '3',
		...toolchain.release.env,
		...own,
	};
}

export interface SandboxOptions {
	/** The demo's data set */
	seed?: boolean;
	/** Milliseconds every answer is held back (benchmarks) */
	latencyMs?: number;
	/** Keep no request log (long benchmarks) */
	noLog?: boolean;
}

/** The sandbox services as a process of their own. */
export async function startSandbox(
	home: string,
	port: number,
	logFile: string,
	{ seed, latencyMs, noLog }: SandboxOptions = {},
) {
	const sandbox = launch(
		process.execPath,
		[
			'-r',
			'ts-node/register/transpile-only',
			'test/sandbox/main.ts',
			String(port),
			...(seed ? ['--seed'] : []),
		],
		// The demo's and the suite's endpoint hits are not the unit tests' coverage.
		{
			...process.env,
			ENDPOINT_HITS_DIR: path.join(home, 'endpoint-hits'),
			...(latencyMs !== undefined ? { SANDBOX_LATENCY_MS: String(latencyMs) } : {}),
			...(noLog ? { SANDBOX_LOG: 'off' } : {}),
		},
		logFile,
	);
	try {
		await waitFor('The sandbox', sandbox, logFile, 60, async () =>
			readFileSync(logFile, 'utf8').includes('SANDBOX_URL'),
		);
	} catch (error) {
		await stopChild(sandbox);
		throw error;
	}
	return { sandbox, sandboxUrl: `http://127.0.0.1:${port}` };
}

export interface N8nOptions {
	/** n8n's user folder (its database, settings and nodes folder), kept as it is */
	home: string;
	n8nPort: number;
	brokerPort: number;
	/** n8n's log; appended to, so that a restart keeps what came before */
	logFile: string;
	/** n8n's log level (default: n8n's own, info) */
	n8nLogLevel?: 'debug' | 'info';
	/** More environment for n8n */
	n8nEnv?: Record<string, string>;
}

/** One n8n process on a user folder as it is (e.g. after `npm install` in its nodes folder); resolves once its editor answers. */
export async function startN8n(toolchain: Toolchain, options: N8nOptions) {
	// The broker port is only free when chosen: n8n binds it after its migrations, by which time
	// another process may have taken it. Only that port is chosen again; callers know the others.
	for (let attempt = 1; ; attempt++) {
		try {
			return await startN8nOnce(toolchain, options);
		} catch (error) {
			const brokerTaken = /Task Broker's port \d+ is already in use/.test(String(error));
			if (!brokerTaken || attempt === 3) throw error;
			options = { ...options, brokerPort: await freePort() };
		}
	}
}

async function startN8nOnce(toolchain: Toolchain, options: N8nOptions) {
	const n8nUrl = `http://localhost:${options.n8nPort}`;
	const before = existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').length : 0;
	const n8n = launch(
		toolchain.node,
		[toolchain.n8n, 'start'],
		n8nProcessEnv(toolchain, {
			N8N_USER_FOLDER: options.home,
			N8N_PORT: String(options.n8nPort),
			N8N_RUNNERS_BROKER_PORT: String(options.brokerPort),
			WEBHOOK_URL: `${n8nUrl}/`,
			N8N_EDITOR_BASE_URL: `${n8nUrl}/`,
			...(options.n8nLogLevel ? { N8N_LOG_LEVEL: options.n8nLogLevel } : {}),
			...options.n8nEnv,
		}),
		options.logFile,
		true,
	);
	try {
		await waitFor(
			'n8n',
			n8n,
			options.logFile,
			180,
			async () =>
				(await fetch(`${n8nUrl}/rest/settings`)).ok &&
				readFileSync(options.logFile, 'utf8').slice(before).includes('Editor is now accessible'),
		);
	} catch (error) {
		await stopChild(n8n);
		throw error;
	}
	return { n8n, n8nUrl };
}

export async function startStack(toolchain: Toolchain, options: StackOptions): Promise<Stack> {
	rmSync(options.home, { recursive: true, force: true });
	mkdirSync(options.home, { recursive: true });
	const installed = installPack(options.home, options.tarballs);
	const logs = {
		n8n: path.join(options.home, 'n8n.log'),
		sandbox: path.join(options.home, 'sandbox.log'),
	};
	const children: ChildProcess[] = [];
	const stop = async () => {
		await Promise.all(children.map((child) => stopChild(child)));
	};

	try {
		const { sandbox, sandboxUrl } = await startSandbox(
			options.home,
			options.sandboxPort,
			logs.sandbox,
			{ seed: options.seed, latencyMs: options.latencyMs, noLog: options.noLog },
		);
		children.push(sandbox);
		const { n8n, n8nUrl } = await startN8n(toolchain, { ...options, logFile: logs.n8n });
		children.push(n8n);
		return { n8nUrl, sandboxUrl, logs, n8nPid: n8n.pid, installed, stop };
	} catch (error) {
		await stop();
		throw error;
	}
}
