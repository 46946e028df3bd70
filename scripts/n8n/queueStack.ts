import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
	chownSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
	freePort,
	installPack,
	launch,
	n8nProcessEnv,
	startSandbox,
	stopChild,
	waitFor,
} from './stack';
import type { Toolchain } from './toolchain';

/**
 * n8n's queue mode with the pack, from real parts on free local ports: PostgreSQL and Redis
 * (Debian's packages, data in `home`), n8n main, `workers` n8n workers and one n8n webhook
 * process, sharing the database and the encryption key, each with the built pack in its own user
 * folder, plus the sandbox. `stop()` ends every process it started, also after a failed start.
 */

/** Debian's PostgreSQL and Redis servers (scripts/n8n/debianPackages.ts installs them). */
function queueServers() {
	const versions = existsSync('/usr/lib/postgresql')
		? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
		: [];
	const postgresBin = versions
		.map((version) => `/usr/lib/postgresql/${version}/bin`)
		.find((dir) => existsSync(path.join(dir, 'initdb')));
	if (!postgresBin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
	if (!existsSync('/usr/bin/redis-server'))
		throw new Error('Redis is not installed (apt-get install redis-server)');
	return { postgresBin, redisServer: '/usr/bin/redis-server' };
}

export interface QueueStackOptions {
	/** Folder for the processes' user folders, the database files and the logs; emptied first */
	home: string;
	workers: number;
	seed?: boolean;
	/** Fixed ports (the demo); free ones otherwise */
	mainPort?: number;
	webhookPort?: number;
	sandboxPort?: number;
	/** What to install into each process's nodes folder (default: the pack's own `npm pack` tarball) */
	tarballs?: string[];
	/** Redis writes its data to an append-only file, so a restart keeps the queue (as an operator who restarts it on purpose sets it) */
	redisAppendOnly?: boolean;
	/** Starts again any process that exits unasked, as a process manager does */
	supervise?: boolean;
	/**
	 * Minutes between main's queue recovery checks (`N8N_EXECUTIONS_QUEUE_RECOVERY_INTERVAL`, n8n's
	 * default 180), which mark crashed the executions left new or running whose job is no longer in
	 * Redis: a process killed under them leaves them unfinished until then (docs/queue-mode.md).
	 */
	queueRecoveryMinutes?: number;
	/** n8n's durable poll cursors on (DURABLE_CURSORS_ENV) */
	durableCursors?: boolean;
	/**
	 * The main process's log level (`N8N_LOG_LEVEL`, n8n's default info). At debug its log says,
	 * with times, when each trigger is activated and polls and each publication is applied.
	 */
	mainLogLevel?: 'info' | 'debug';
	/** More settings for every n8n process (the crash bench's CRASH_N8N_ENV), after the stack's own */
	n8nEnv?: Record<string, string>;
}

/**
 * n8n's durable poll cursors (2.40.7 and 2.41.1; off by default): a polling trigger's position is
 * kept in n8n's `poller_state` table and stored in one transaction with the execution that emits
 * its records (`workflows/triggers/poll-cursor.service.js`, `commitWithExecution`). n8n turns them
 * on only with all four set.
 */
export const DURABLE_CURSORS_ENV = {
	N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
	N8N_SCHEDULER_ENABLED: 'true',
	N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
	N8N_USE_WORKFLOW_PUBLICATION_SERVICE: 'true',
};

/** How a process ends before it is started again: `kill` as a crash or the out-of-memory killer (SIGKILL), `stop` as its service manager restarts it (its own clean stop) */
export type Ending = 'kill' | 'stop';

export interface QueueStack {
	/** The main process: editor, REST and public API */
	n8nUrl: string;
	/** The webhook process: production webhooks (`WEBHOOK_URL`) */
	webhookUrl: string;
	sandboxUrl: string;
	logs: {
		main: string;
		workers: string[];
		webhook: string;
		sandbox: string;
		postgres: string;
		redis: string;
	};
	/** The tarballs installed with npm into each process's nodes folder */
	installed: string[];
	/** The processes by name: main, webhook, worker-1.., postgres, redis */
	processes: string[];
	/**
	 * Ends the process as `ending` says, leaves it down `downMs`, starts it again with the same
	 * settings, ports and data (as a process manager would) and resolves once it is ready again.
	 */
	restart(name: string, ending: Ending, downMs: number): Promise<void>;
	/** The operating system's ID of the process now running as `name` (the crash bench has the sandbox kill it) */
	pid(name: string): number | undefined;
	/** The processes that exited unasked (with `supervise`, each was started again), in order */
	exitedOnTheirOwn: string[];
	/** A read of n8n's database (psql, rows as `|`-separated lines): what its API does not show, such as n8n's poll cursors */
	sql(query: string): string;
	stop(): Promise<void>;
}

/** One process of the stack and how to start it again */
interface Managed {
	child: ChildProcess;
	logFile: string;
	/** Starts it; `append` keeps its log */
	launch(append: boolean): ChildProcess;
	/** Whether it is ready, from its log written since `logged` bytes */
	ready(logged: string): Promise<boolean>;
	/** The signal of its own clean stop */
	stopSignal: NodeJS.Signals;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user the Debian package creates. */
const asRoot = process.getuid?.() === 0;
const asPostgres = (command: string, args: string[]): [string, string[]] =>
	asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

function runChecked(command: string, args: string[]) {
	const result = spawnSync(command, args, { encoding: 'utf8' });
	if (result.status !== 0)
		throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** Bytes of the log since `logged` (a restarted process appends to its log) */
const logSince = (file: string, logged: number) => readFileSync(file).subarray(logged).toString();
const logSize = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/**
 * The database files live in a folder of their own under the system's temp folder: the `postgres`
 * user must reach them, and a home folder such as /root is closed to it.
 */
function preparePostgres() {
	const { postgresBin } = queueServers();
	const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bizops-postgres-'));
	if (asRoot) {
		const { uid, gid } = postgresUser();
		chownSync(dataDir, uid, gid);
	}
	runChecked(
		...asPostgres(path.join(postgresBin, 'initdb'), [
			'-D',
			dataDir,
			'-U',
			'postgres',
			'--auth=trust',
			'--no-sync',
		]),
	);
	return { postgresBin, dataDir };
}

function postgresUser() {
	const id = (flag: string) =>
		Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
	return { uid: id('-u'), gid: id('-g') };
}

async function postgresProcess(logFile: string, dataDir: string, postgresBin: string) {
	const port = await freePort();
	const managed: Managed = {
		logFile,
		launch: (append) =>
			launch(
				...asPostgres(path.join(postgresBin, 'postgres'), [
					'-D',
					dataDir,
					'-p',
					String(port),
					'-k',
					dataDir,
					'-c',
					'listen_addresses=127.0.0.1',
					'-c',
					'fsync=off',
				]),
				process.env,
				logFile,
				append,
			),
		ready: async (log) => log.includes('ready to accept connections'),
		// pg_ctl's "fast" stop, what a service manager's restart sends
		stopSignal: 'SIGINT',
		child: undefined as unknown as ChildProcess,
	};
	return { port, managed };
}

async function redisProcess(home: string, logFile: string, appendOnly: boolean) {
	const dir = path.join(home, 'redis');
	mkdirSync(dir, { recursive: true });
	const port = await freePort();
	const persistence = appendOnly
		? ['--appendonly', 'yes', '--appendfsync', 'always']
		: ['--appendonly', 'no'];
	const managed: Managed = {
		logFile,
		launch: (append) =>
			launch(
				queueServers().redisServer,
				['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, '--dir', dir],
				process.env,
				logFile,
				append,
			),
		ready: async (log) => log.includes('Ready to accept connections'),
		stopSignal: 'SIGTERM',
		child: undefined as unknown as ChildProcess,
	};
	return { port, managed };
}

export async function startQueueStack(
	toolchain: Toolchain,
	options: QueueStackOptions,
): Promise<QueueStack> {
	rmSync(options.home, { recursive: true, force: true });
	mkdirSync(options.home, { recursive: true });
	const log = (name: string) => path.join(options.home, `${name}.log`);
	const workerNames = Array.from({ length: options.workers }, (_, i) => `worker-${i + 1}`);
	const logs = {
		main: log('main'),
		workers: workerNames.map(log),
		webhook: log('webhook'),
		sandbox: log('sandbox'),
		postgres: log('postgres'),
		redis: log('redis'),
	};
	/** The servers (PostgreSQL, Redis, the sandbox) first, then n8n's processes */
	const processes = new Map<string, Managed>();
	const installed: string[] = [];
	let postgresData: string | undefined;
	let sandboxChild: ChildProcess | undefined;
	// The servers last: n8n's processes first, so none of them sees its database or queue vanish.
	/** Processes ended on purpose (a restart, the stack's stop): any other exit is one the process manager answers */
	const endingOnPurpose = new Set<string>();
	const exitedOnTheirOwn: string[] = [];
	const stop = async () => {
		for (const name of processes.keys()) endingOnPurpose.add(name);
		const all = [...processes].filter(([, p]) => p.child);
		const servers = ['postgres', 'redis'];
		await Promise.all(
			all.filter(([name]) => !servers.includes(name)).map(([, p]) => stopChild(p.child)),
		);
		if (sandboxChild) await stopChild(sandboxChild);
		await Promise.all(
			all.filter(([name]) => servers.includes(name)).map(([, p]) => stopChild(p.child)),
		);
		if (postgresData) rmSync(postgresData, { recursive: true, force: true });
	};
	/** Starts a process and waits until its log since now says it is ready */
	const begin = async (name: string, managed: Managed, append: boolean, seconds: number) => {
		const logged = logSize(managed.logFile);
		const child = managed.launch(append);
		managed.child = child;
		processes.set(name, managed);
		endingOnPurpose.delete(name);
		// As a process manager (systemd's Restart=always) does: a process that exits by itself starts again.
		if (options.supervise)
			child.once('exit', () => {
				if (endingOnPurpose.has(name) || managed.child !== child) return;
				exitedOnTheirOwn.push(name);
				setTimeout(() => void begin(name, managed, true, 240).catch(() => undefined), 1000);
			});
		await waitFor(name, managed.child, managed.logFile, seconds, async () =>
			managed.ready(logSince(managed.logFile, logged)),
		);
	};

	try {
		const prepared = preparePostgres();
		postgresData = prepared.dataDir;
		const postgres = await postgresProcess(logs.postgres, prepared.dataDir, prepared.postgresBin);
		await begin('postgres', postgres.managed, false, 60);
		/** How createdb and psql reach this PostgreSQL */
		const connection = ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres'];
		runChecked(path.join(prepared.postgresBin, 'createdb'), [...connection, 'n8n']);
		const redis = await redisProcess(options.home, logs.redis, options.redisAppendOnly ?? false);
		await begin('redis', redis.managed, false, 30);
		const { sandbox, sandboxUrl } = await startSandbox(
			options.home,
			options.sandboxPort ?? (await freePort()),
			logs.sandbox,
			{ seed: options.seed },
		);
		sandboxChild = sandbox;

		const mainPort = options.mainPort ?? (await freePort());
		const webhookPort = options.webhookPort ?? (await freePort());
		const n8nUrl = `http://localhost:${mainPort}`;
		const webhookUrl = `http://localhost:${webhookPort}`;
		const shared = {
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: String(postgres.port),
			DB_POSTGRESDB_DATABASE: 'n8n',
			DB_POSTGRESDB_USER: 'postgres',
			EXECUTIONS_MODE: 'queue',
			QUEUE_BULL_REDIS_HOST: '127.0.0.1',
			QUEUE_BULL_REDIS_PORT: String(redis.port),
			N8N_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
			WEBHOOK_URL: `${webhookUrl}/`,
			N8N_EDITOR_BASE_URL: `${n8nUrl}/`,
			...(options.durableCursors ? DURABLE_CURSORS_ENV : {}),
			...options.n8nEnv,
		};
		const n8nProcess = async (
			name: string,
			command: string[],
			own: Record<string, string>,
			ready: (log: string) => Promise<boolean>,
		): Promise<Managed> => {
			const userFolder = path.join(options.home, name);
			mkdirSync(userFolder, { recursive: true });
			installed.push(...installPack(userFolder, options.tarballs));
			const env = n8nProcessEnv(toolchain, {
				...shared,
				N8N_USER_FOLDER: userFolder,
				N8N_RUNNERS_BROKER_PORT: String(await freePort()),
				...own,
			});
			return {
				logFile: log(name),
				launch: (append) =>
					launch(toolchain.node, [toolchain.n8n, ...command], env, log(name), append),
				ready,
				stopSignal: 'SIGTERM',
				child: undefined as unknown as ChildProcess,
			};
		};

		// The main process migrates the database first; the others start once it is up.
		// Production webhooks go to the webhook process only, as in a scaled deployment.
		const main = await n8nProcess(
			'main',
			['start'],
			{
				N8N_PORT: String(mainPort),
				N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
				...(options.mainLogLevel && { N8N_LOG_LEVEL: options.mainLogLevel }),
				...(options.queueRecoveryMinutes && {
					N8N_EXECUTIONS_QUEUE_RECOVERY_INTERVAL: String(options.queueRecoveryMinutes),
				}),
			},
			async (text) =>
				text.includes('Editor is now accessible') && (await fetch(`${n8nUrl}/rest/settings`)).ok,
		);
		await begin('main', main, false, 180);
		const others = await Promise.all([
			...workerNames.map(
				async (name) =>
					[
						name,
						await n8nProcess(name, ['worker', '--concurrency=10'], {}, async (text) =>
							text.includes('n8n worker is now ready'),
						),
					] as const,
			),
			(async () =>
				[
					'webhook',
					await n8nProcess(
						'webhook',
						['webhook'],
						{ N8N_PORT: String(webhookPort) },
						async (text) => text.includes('Webhook listener waiting for requests'),
					),
				] as const)(),
		]);
		await Promise.all(
			others.map(async ([name, managed]) => await begin(name, managed, false, 180)),
		);

		const restart = async (name: string, ending: Ending, downMs: number) => {
			const managed = processes.get(name);
			if (!managed) throw new Error(`no process ${name} in the stack`);
			endingOnPurpose.add(name);
			await stopChild(managed.child, ending === 'kill' ? 'SIGKILL' : managed.stopSignal);
			await new Promise((resolve) => setTimeout(resolve, downMs));
			await begin(name, managed, true, 240);
		};
		return {
			n8nUrl,
			webhookUrl,
			sandboxUrl,
			logs,
			installed: [...new Set(installed)],
			processes: [...processes.keys()],
			exitedOnTheirOwn,
			// PostgreSQL's own (runuser's child, as root): from its postmaster.pid
			pid: (name) =>
				name === 'postgres'
					? Number(
							readFileSync(path.join(prepared.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
						)
					: processes.get(name)?.child.pid,
			sql: (query) => {
				const psql = [...connection, '-d', 'n8n', '-At', '-c', query];
				const result = spawnSync(path.join(prepared.postgresBin, 'psql'), psql, {
					encoding: 'utf8',
				});
				if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
				return result.stdout.trim();
			},
			restart,
			stop,
		};
	} catch (error) {
		await stop();
		throw error;
	}
}

/**
 * A polling trigger's position where n8n's durable poll cursors keep it: its `poller_state` row
 * (one per trigger node, written from its first poll on), or undefined before it or with the
 * cursors off (n8n keeps it in the workflow's static data then).
 */
export function durableCursor(stack: QueueStack, workflowId: string) {
	const cursor = stack.sql(`SELECT cursor FROM poller_state WHERE "workflowId" = '${workflowId}'`);
	return cursor ? (JSON.parse(cursor) as Record<string, unknown>) : undefined;
}

/** Which worker ran an execution, from the workers' logs ("Worker started execution <id>"). */
export function workerOf(stack: QueueStack, executionId: string): string | undefined {
	const index = stack.logs.workers.findIndex((file) =>
		new RegExp(`Worker started execution ${executionId}\\b`).test(readFileSync(file, 'utf8')),
	);
	return index < 0 ? undefined : `worker-${index + 1}`;
}
