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
}

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
	stop(): Promise<void>;
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

/**
 * The database files live in a folder of their own under the system's temp folder: the `postgres`
 * user must reach them, and a home folder such as /root is closed to it.
 */
async function startPostgres(logFile: string, children: ChildProcess[]) {
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
	const port = await freePort();
	const server = launch(
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
	);
	children.push(server);
	await waitFor('PostgreSQL', server, logFile, 60, async () =>
		readFileSync(logFile, 'utf8').includes('ready to accept connections'),
	);
	runChecked(path.join(postgresBin, 'createdb'), [
		'-h',
		'127.0.0.1',
		'-p',
		String(port),
		'-U',
		'postgres',
		'n8n',
	]);
	return { port, dataDir };
}

function postgresUser() {
	const id = (flag: string) =>
		Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
	return { uid: id('-u'), gid: id('-g') };
}

async function startRedis(home: string, logFile: string, children: ChildProcess[]) {
	const dir = path.join(home, 'redis');
	mkdirSync(dir, { recursive: true });
	const port = await freePort();
	const server = launch(
		queueServers().redisServer,
		[
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			dir,
		],
		process.env,
		logFile,
	);
	children.push(server);
	await waitFor('Redis', server, logFile, 30, async () =>
		readFileSync(logFile, 'utf8').includes('Ready to accept connections'),
	);
	return port;
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
	const children: ChildProcess[] = [];
	const installed: string[] = [];
	let postgresData: string | undefined;
	// The servers last: n8n's processes first, so none of them sees its database or queue vanish.
	const stop = async () => {
		const servers = children.slice(0, 3);
		await Promise.all(children.slice(3).map(stopChild));
		await Promise.all(servers.map(stopChild));
		if (postgresData) rmSync(postgresData, { recursive: true, force: true });
	};

	try {
		const postgres = await startPostgres(logs.postgres, children);
		postgresData = postgres.dataDir;
		const postgresPort = postgres.port;
		const redisPort = await startRedis(options.home, logs.redis, children);
		const { sandbox, sandboxUrl } = await startSandbox(
			options.home,
			options.sandboxPort ?? (await freePort()),
			logs.sandbox,
			{ seed: options.seed },
		);
		children.push(sandbox);

		const mainPort = options.mainPort ?? (await freePort());
		const webhookPort = options.webhookPort ?? (await freePort());
		const n8nUrl = `http://localhost:${mainPort}`;
		const webhookUrl = `http://localhost:${webhookPort}`;
		const shared = {
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: String(postgresPort),
			DB_POSTGRESDB_DATABASE: 'n8n',
			DB_POSTGRESDB_USER: 'postgres',
			EXECUTIONS_MODE: 'queue',
			QUEUE_BULL_REDIS_HOST: '127.0.0.1',
			QUEUE_BULL_REDIS_PORT: String(redisPort),
			N8N_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
			WEBHOOK_URL: `${webhookUrl}/`,
			N8N_EDITOR_BASE_URL: `${n8nUrl}/`,
		};
		const start = async (name: string, command: string[], own: Record<string, string>) => {
			const userFolder = path.join(options.home, name);
			mkdirSync(userFolder, { recursive: true });
			installed.push(...installPack(userFolder, options.tarballs));
			const env = n8nProcessEnv(toolchain, {
				...shared,
				N8N_USER_FOLDER: userFolder,
				N8N_RUNNERS_BROKER_PORT: String(await freePort()),
				...own,
			});
			const child = launch(toolchain.node, [toolchain.n8n, ...command], env, log(name));
			children.push(child);
			return child;
		};

		// The main process migrates the database first; the others start once it is up.
		// Production webhooks go to the webhook process only, as in a scaled deployment.
		const main = await start('main', ['start'], {
			N8N_PORT: String(mainPort),
			N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
		});
		await waitFor(
			'n8n main',
			main,
			logs.main,
			180,
			async () =>
				(await fetch(`${n8nUrl}/rest/settings`)).ok &&
				readFileSync(logs.main, 'utf8').includes('Editor is now accessible'),
		);
		const workers = await Promise.all(
			workerNames.map(async (name) => ({
				name,
				child: await start(name, ['worker', '--concurrency=10'], {}),
			})),
		);
		const webhook = await start('webhook', ['webhook'], { N8N_PORT: String(webhookPort) });
		await Promise.all([
			...workers.map(({ name, child }) =>
				waitFor(`n8n ${name}`, child, log(name), 180, async () =>
					readFileSync(log(name), 'utf8').includes('n8n worker is now ready'),
				),
			),
			waitFor('n8n webhook', webhook, logs.webhook, 180, async () =>
				readFileSync(logs.webhook, 'utf8').includes('Webhook listener waiting for requests'),
			),
		]);
		return { n8nUrl, webhookUrl, sandboxUrl, logs, installed: [...new Set(installed)], stop };
	} catch (error) {
		await stop();
		throw error;
	}
}

/** Which worker ran an execution, from the workers' logs ("Worker started execution <id>"). */
export function workerOf(stack: QueueStack, executionId: string): string | undefined {
	const index = stack.logs.workers.findIndex((file) =>
		new RegExp(`Worker started execution ${executionId}\\b`).test(readFileSync(file, 'utf8')),
	);
	return index < 0 ? undefined : `worker-${index + 1}`;
}
