import type { ChildProcess } from 'node:child_process';
import type { FSWatcher } from 'node:fs';
import { spawnSync } from 'node:child_process';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	rmSync,
	watch,
} from 'node:fs';
import path from 'node:path';

import { SandboxClient, sandboxCredentials } from '../../test/e2e/interfaces';
import { N8nClient, OWNER } from '../../test/harness/n8nClient';
import { ALL_IN_ONE } from '../packaging/services';
import { nodesFolder } from './install';
import { portIsFree, startN8n, startSandbox, stopChild } from './stack';
import { CACHE_DIR, ensureToolchain } from './toolchain';

/**
 * `npm run dev` (after `npm run build`, which the npm script runs): a local n8n with the working
 * tree's pack and the sandbox services behind it (seeded, one credential per interface), kept
 * current: each save under nodes/, credentials/ or icons/ rebuilds (tsc incrementally, then gulp's
 * icons and codex files) and refreshes the pack in n8n's nodes folder, and n8n, started with
 * N8N_DEV_RELOAD=true, reloads the package and tells the open editor (as n8n's own `n8n-node dev`
 * does). The nodes folder holds the build's package.json and dist/ as files, not a link to the
 * repository: n8n's reload forgets the modules under the package's folder only, and the pack must
 * load n8n's own n8n-workflow, not the repository's. A build with type errors is reported and not
 * handed to n8n. Ctrl-C stops everything. `npm start` is the full demo (workflows, templates).
 * BIZOPS_DEV_N8N_PORT, BIZOPS_DEV_BROKER_PORT, BIZOPS_DEV_SANDBOX_PORT and BIZOPS_DEV_HOME move it.
 */

const ROOT = path.resolve(__dirname, '../..');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORTS = {
	n8nPort: port('BIZOPS_DEV_N8N_PORT', 5681),
	brokerPort: port('BIZOPS_DEV_BROKER_PORT', 5692),
	sandboxPort: port('BIZOPS_DEV_SANDBOX_PORT', 5698),
};
const HOME = process.env.BIZOPS_DEV_HOME ?? path.join(CACHE_DIR, 'dev');
const WATCHED = ['nodes', 'credentials', 'icons'];

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string) =>
	existsSync(dir)
		? readdirSync(dir, { recursive: true, withFileTypes: true })
				.filter((entry) => entry.isFile())
				.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
		: [];

const sameContent = (a: string, b: string) =>
	existsSync(b) && readFileSync(a).equals(readFileSync(b));

/**
 * Makes the pack in the nodes folder the build's: package.json and dist/, writing only the files
 * that changed (each write is an event n8n's watcher reloads on) and removing those gone.
 * Returns how many files it wrote or removed.
 */
export function syncPack(packDir: string) {
	let changed = 0;
	const dist = path.join(ROOT, 'dist');
	const built = new Set(filesUnder(dist));
	for (const file of filesUnder(path.join(packDir, 'dist')).filter((f) => !built.has(f))) {
		rmSync(path.join(packDir, 'dist', file));
		changed++;
	}
	const copies: Array<[string, string]> = [
		[path.join(ROOT, 'package.json'), path.join(packDir, 'package.json')],
		...[...built].map((file): [string, string] => [
			path.join(dist, file),
			path.join(packDir, 'dist', file),
		]),
	];
	for (const [from, to] of copies.filter(([from, to]) => !sameContent(from, to))) {
		mkdirSync(path.dirname(to), { recursive: true });
		copyFileSync(from, to);
		changed++;
	}
	return changed;
}

/**
 * Calls `onChange` on every change under `roots`. Each directory is watched itself: Node's
 * recursive watch follows each file on Linux and loses one that an editor saves by writing a copy
 * and renaming it over (as vim, sed -i and git checkout do), so only its first save would rebuild.
 * A directory made later is watched from the next change on, one removed is let go. Returns the function that stops it.
 */
export function watchTree(roots: string[], onChange: () => void) {
	const watchers = new Map<string, FSWatcher>();
	const watchNew = () => {
		const dirs = roots.flatMap((root) => [
			root,
			...readdirSync(root, { recursive: true, withFileTypes: true })
				.filter((entry) => entry.isDirectory())
				.map((entry) => path.join(entry.parentPath, entry.name)),
		]);
		for (const [dir, watcher] of watchers)
			if (!dirs.includes(dir)) {
				watcher.close();
				watchers.delete(dir);
			}
		for (const dir of dirs.filter((d) => !watchers.has(d)))
			watchers.set(
				dir,
				watch(dir, () => {
					watchNew();
					onChange();
				}).on('error', () => watchers.delete(dir)),
			);
	};
	watchNew();
	return () => {
		for (const watcher of watchers.values()) watcher.close();
	};
}

/** tsc (incremental) and gulp's copies; the compiler's report when it found errors. */
function rebuild(): string | undefined {
	const tsc = spawnSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], {
		cwd: ROOT,
		encoding: 'utf8',
	});
	if (tsc.status !== 0) return tsc.stdout + tsc.stderr;
	const gulp = spawnSync(path.join(ROOT, 'node_modules/.bin/gulp'), ['build'], {
		cwd: ROOT,
		encoding: 'utf8',
	});
	return gulp.status === 0 ? undefined : gulp.stdout + gulp.stderr;
}

/** Runs `job` after `ms` of quiet; a change during a run queues one more run. */
function quietly(ms: number, job: () => void) {
	let timer: NodeJS.Timeout | undefined;
	let running = false;
	let again = false;
	const run = () => {
		if (running) {
			again = true;
			return;
		}
		running = true;
		job();
		running = false;
		if (again) {
			again = false;
			schedule();
		}
	};
	const schedule = () => {
		clearTimeout(timer);
		timer = setTimeout(run, ms);
	};
	return schedule;
}

async function main() {
	const toolchain = ensureToolchain();
	for (const [name, port] of Object.entries(PORTS)) {
		if (!(await portIsFree(port)))
			throw new Error(`port ${port} (${name}) is in use: is another \`npm run dev\` running?`);
	}
	rmSync(HOME, { recursive: true, force: true });
	mkdirSync(HOME, { recursive: true });
	const packDir = path.join(nodesFolder(HOME), 'node_modules', ALL_IN_ONE);
	syncPack(packDir);
	const logs = { n8n: path.join(HOME, 'n8n.log'), sandbox: path.join(HOME, 'sandbox.log') };
	const { sandbox, sandboxUrl } = await startSandbox(HOME, PORTS.sandboxPort, logs.sandbox, {
		seed: true,
	});
	const children: ChildProcess[] = [sandbox];
	const stopAll = async () => {
		await Promise.all(children.map((child) => stopChild(child)));
	};
	try {
		const started = await startN8n(toolchain, {
			home: HOME,
			...PORTS,
			logFile: logs.n8n,
			// n8n watches its packages only in development (NODE_ENV unset or development).
			n8nEnv: { N8N_DEV_RELOAD: 'true', NODE_ENV: 'development' },
		});
		children.push(started.n8n);
		const n8n = await new N8nClient(started.n8nUrl).setUp();
		await sandboxCredentials(n8n, new SandboxClient(sandboxUrl));
		console.log(
			[
				'',
				`n8n with the working tree's ${ALL_IN_ONE} is ready; saving a file under ${WATCHED.join('/, ')}/ rebuilds it and n8n reloads it.`,
				'',
				`  Editor:   ${started.n8nUrl}`,
				`  Login:    ${OWNER.email} / ${OWNER.password}`,
				`  Sandbox:  ${sandboxUrl} (a credential per interface points at it)`,
				`  Logs:     ${logs.n8n}, ${logs.sandbox}`,
				'',
				'Press Ctrl-C to stop.',
			].join('\n'),
		);
	} catch (error) {
		await stopAll();
		throw error;
	}

	const onChange = quietly(300, () => {
		const began = Date.now();
		const errors = rebuild();
		const seconds = ((Date.now() - began) / 1000).toFixed(1);
		if (errors) {
			console.log(`[dev] the build failed (${seconds} s); n8n keeps the last good one:\n${errors}`);
			return;
		}
		console.log(`[dev] rebuilt in ${seconds} s; ${syncPack(packDir)} files to n8n, which reloads`);
	});
	const stopWatching = watchTree(
		WATCHED.map((dir) => path.join(ROOT, dir)),
		onChange,
	);
	const stop = async () => {
		stopWatching();
		console.log('\nStopping n8n and the sandbox...');
		await stopAll();
		process.exit(0);
	};
	process.on('SIGINT', () => void stop());
	process.on('SIGTERM', () => void stop());
}

if (require.main === module)
	main().catch((error: Error) => {
		console.error(error.message);
		process.exit(1);
	});
