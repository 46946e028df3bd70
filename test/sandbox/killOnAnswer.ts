import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

import type { Sandbox } from './server';

/**
 * A process killed (SIGKILL, or `signal`) by the sandbox around its answer to one request, for the crash bench
 * (test/queue/crashPolling.ts, crashWrites.ts): `afterMs` after the answer to the next request matching `slug`,
 * `method` and `route` was written, or while that request is held (`holding`: killed first, then
 * answered to a closed socket). The moment the bench itself could aim at is tens of milliseconds
 * late; this lands within a few. One kill per arming; `fired` tells when each landed.
 */
export interface KillOnAnswer {
	slug: string;
	method: string;
	route: string;
	/** The process to kill; or, with `senderAmong`, the one of those that sent the request */
	pid?: number;
	/** Processes one of which sent the request (the workers: the one running the execution is killed) */
	senderAmong?: number[];
	afterMs: number;
	holding: boolean;
	/** SIGKILL by default; SIGINT stops PostgreSQL fast, as its service manager's restart does */
	signal?: NodeJS.Signals;
}

/**
 * Which of `pids` holds the client end of a loopback connection whose client port is `port`: its
 * socket's inode from the kernel's TCP tables, then the process with a descriptor on it (Linux).
 */
export function senderOf(port: number, pids: number[]): number | undefined {
	const inodes = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
		readFileSync(table, 'utf8')
			.split('\n')
			.slice(1)
			.map((line) => line.trim().split(/\s+/))
			.filter((cells) => Number.parseInt(cells[1]?.split(':')[1] ?? '', 16) === port)
			.map((cells) => `socket:[${cells[9]}]`),
	);
	return pids.find((pid) =>
		readdirSync(`/proc/${pid}/fd`).some((fd) => {
			try {
				return inodes.includes(readlinkSync(`/proc/${pid}/fd/${fd}`));
			} catch {
				// a descriptor closed while the list was read
				return false;
			}
		}),
	);
}

export function killsOnAnswer(sandbox: Sandbox) {
	let armed: KillOnAnswer | undefined;
	const fired: Array<KillOnAnswer & { answeredAt?: number; killedAt: number; error?: string }> = [];
	const kill = (plan: KillOnAnswer, pid: number | undefined, answeredAt?: number) => {
		let error: string | undefined;
		try {
			if (pid === undefined) throw new Error('no process among those named sent the request');
			process.kill(pid, plan.signal ?? 'SIGKILL');
		} catch (e) {
			error = (e as Error).message;
		}
		fired.push({ ...plan, pid, answeredAt, killedAt: Date.now(), error });
	};
	sandbox.aroundAnswer = (request, answer) => {
		const plan = armed;
		if (
			!plan ||
			request.slug !== plan.slug ||
			request.method !== plan.method ||
			request.route !== plan.route
		)
			return answer();
		armed = undefined;
		// Found while the connection is open: once answered, the client may close it.
		const pid = plan.senderAmong ? senderOf(request.remotePort ?? 0, plan.senderAmong) : plan.pid;
		if (plan.holding) {
			kill(plan, pid);
			return answer();
		}
		answer();
		const answeredAt = Date.now();
		setTimeout(() => kill(plan, pid, answeredAt), plan.afterMs);
	};
	return {
		/** Arms the next kill; none: the armed one, if it never fired, is dropped */
		arm(plan?: KillOnAnswer) {
			armed = plan;
		},
		fired,
	};
}
