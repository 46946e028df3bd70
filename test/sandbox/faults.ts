import type http from 'node:http';

/**
 * Network faults the sandbox injects, per test: what a real network and a real service do to a
 * request. "before" faults leave the request unapplied; "after" faults apply it and then lose or
 * spoil the answer, so the client cannot tell whether it took effect.
 */
export const FAULT_KINDS = [
	'dropBefore',
	'dropAfter',
	'500before',
	'502before',
	'503before',
	'500after',
	'502after',
	'503after',
	'429',
	'429retryAfter',
	'slowAfter',
	'truncatedAfter',
	'nonJsonAfter',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const appliesFirst = (kind: FaultKind) => kind.endsWith('After') || kind.endsWith('after');

/** A seeded random number generator (mulberry32): the same seed, the same faults. */
export function seeded(seed: number) {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Which requests get which fault: scripted one by one, or by rate with a seed. */
export interface FaultPlan {
	/** Faults for the next requests, in order (undefined: that request goes through) */
	script?: Array<FaultKind | undefined>;
	/** Else: this share of requests (0 to 1) gets a fault drawn from `kinds` */
	rate?: number;
	kinds?: readonly FaultKind[];
	random?: () => number;
	/** Only requests that change something (not GET), the default; or every request */
	requests?: 'writes' | 'all';
	/** How late a slow answer comes (beyond the client's timeout) */
	slowMs?: number;
}

/** The fault for this request under the plan, if any (a scripted one is used up). */
export function faultFor(plan: FaultPlan | undefined, method: string): FaultKind | undefined {
	if (!plan) return undefined;
	if ((plan.requests ?? 'writes') === 'writes' && method === 'GET') return undefined;
	if (plan.script) return plan.script.shift();
	const random = plan.random ?? Math.random;
	if (!plan.rate || random() >= plan.rate) return undefined;
	const kinds = plan.kinds ?? FAULT_KINDS;
	return kinds[Math.floor(random() * kinds.length)];
}

/** Spoils the answer as the fault says; false when the fault is not one of this kind. */
export async function spoilAnswer(
	kind: FaultKind,
	res: http.ServerResponse,
	body: string,
	slowMs: number,
): Promise<boolean> {
	if (kind === 'dropAfter' || kind === 'dropBefore') {
		res.socket?.destroy();
		return true;
	}
	if (kind === 'truncatedAfter') {
		res.writeHead(200, {
			'Content-Type': 'application/json',
			'Content-Length': String(Buffer.byteLength(body)),
		});
		res.write(body.slice(0, Math.max(1, Math.floor(body.length / 2))));
		res.socket?.destroy();
		return true;
	}
	if (kind === 'nonJsonAfter') {
		res.writeHead(200, { 'Content-Type': 'text/html' });
		res.end('<html><body>Bad gateway page from a proxy</body></html>');
		return true;
	}
	if (kind === 'slowAfter') {
		await new Promise((resolve) => setTimeout(resolve, slowMs));
		return false;
	}
	return false;
}

/**
 * How one write ended, from what the user was told and how often the service applied it:
 * its output and applied once; or an error that says so: not applied (the service refused it),
 * or that it may have reached the service. Never applied twice (a duplicate), never applied
 * while the user is told only that it failed, nor an output without the write (lost).
 */
export type Outcome =
	'appliedOnce' | 'notAppliedSaid' | 'mayHaveReachedSaid' | 'duplicate' | 'lost';

/** The words of every error that leaves open whether the write took effect */
export const MAY_HAVE = /may have (reached|taken effect)/;
/** A definite refusal: the service answered 4xx (429 included), or no connection was made */
const REFUSED = /answered 4\d\d|could not reach/;

export function outcomeOf(error: string | undefined, applied: number): Outcome {
	if (applied > 1) return 'duplicate';
	if (error === undefined) return applied === 1 ? 'appliedOnce' : 'lost';
	if (MAY_HAVE.test(error)) return 'mayHaveReachedSaid';
	if (applied === 0 && REFUSED.test(error)) return 'notAppliedSaid';
	return 'lost';
}
