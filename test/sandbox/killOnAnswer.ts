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
	pid: number;
	afterMs: number;
	holding: boolean;
	/** SIGKILL by default; SIGINT stops PostgreSQL fast, as its service manager's restart does */
	signal?: NodeJS.Signals;
}

export function killsOnAnswer(sandbox: Sandbox) {
	let armed: KillOnAnswer | undefined;
	const fired: Array<KillOnAnswer & { answeredAt?: number; killedAt: number; error?: string }> = [];
	const kill = (plan: KillOnAnswer, answeredAt?: number) => {
		let error: string | undefined;
		try {
			process.kill(plan.pid, plan.signal ?? 'SIGKILL');
		} catch (e) {
			error = (e as Error).message;
		}
		fired.push({ ...plan, answeredAt, killedAt: Date.now(), error });
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
		if (plan.holding) {
			kill(plan);
			return answer();
		}
		answer();
		const answeredAt = Date.now();
		setTimeout(() => kill(plan, answeredAt), plan.afterMs);
	};
	return {
		/** Arms the next kill; none: the armed one, if it never fired, is dropped */
		arm(plan?: KillOnAnswer) {
			armed = plan;
		},
		fired,
	};
}
