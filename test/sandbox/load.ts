import type { BillingState } from './billing';

/**
 * A service under load, as the sandbox plays it (the window's tests and the benchmarks): a limit
 * it does not disclose (no RateLimit headers), answered with 429 with or without Retry-After,
 * and answers that slow down as more requests are in flight. Control routes never count.
 */
export interface LoadPlan {
	/** More requests than this in flight at once answer 429 at once */
	maxInFlight?: number;
	/** More requests than this within any 1,000 ms answer 429 at once (only accepted ones count) */
	perSecond?: number;
	/** Seconds the 429 says to wait (Retry-After); none: the 429 says nothing */
	retryAfterS?: number;
	/** Each accepted request in flight beyond `slowAbove` holds every new answer back `slowMsEach` longer */
	slowAbove?: number;
	slowMsEach?: number;
	/**
	 * No accepted answer leaves before this many requests have arrived: what a client sends before
	 * any answer can free a place, seen by count rather than by how fast the machine sends.
	 */
	answersAfter?: number;
}

export class Load {
	/** Accepted requests being handled now */
	private inFlight = 0;
	/** When each request of the last second was accepted */
	private accepted: number[] = [];
	/** Requests answered 429 by the plan */
	refused = 0;
	/** Each request as it came: when, how many accepted ones were in flight then, and whether it was refused */
	arrivals: Array<{ at: number; inFlight: number; refused: boolean }> = [];

	/** Settles once `answersAfter` requests have arrived */
	readonly answersLeave: Promise<void>;
	private letAnswersLeave = () => {};

	constructor(readonly plan: LoadPlan) {
		this.answersLeave = new Promise((resolve) => (this.letAnswersLeave = resolve));
		if (!plan.answersAfter) this.letAnswersLeave();
	}

	/**
	 * A request arrives: undefined when it is refused (answer 429), else the extra time its answer
	 * takes; an accepted request counts in flight until `leave`.
	 */
	arrive(now = Date.now()): number | undefined {
		const { maxInFlight, perSecond, slowAbove, slowMsEach = 0 } = this.plan;
		while (this.accepted.length > 0 && this.accepted[0] <= now - 1000) this.accepted.shift();
		const refused =
			(maxInFlight !== undefined && this.inFlight >= maxInFlight) ||
			(perSecond !== undefined && this.accepted.length >= perSecond);
		this.arrivals.push({ at: now, inFlight: this.inFlight, refused });
		if (this.arrivals.length >= (this.plan.answersAfter ?? 0)) this.letAnswersLeave();
		if (refused) {
			this.refused++;
			return undefined;
		}
		this.inFlight++;
		this.accepted.push(now);
		return slowAbove === undefined ? 0 : Math.max(0, this.inFlight - slowAbove) * slowMsEach;
	}

	leave() {
		this.inFlight--;
	}

	/** The headers of a refusal */
	refusalHeaders(): Record<string, string> | undefined {
		return this.plan.retryAfterS === undefined
			? undefined
			: { 'Retry-After': String(this.plan.retryAfterS) };
	}
}

/** Billing's limiter (its RateLimit headers) at `limit` per `windowMs`, and `count` customers to read under it: their IDs. */
export function billingReaders(
	billing: BillingState,
	{ limit, windowMs, count }: { limit: number; windowMs: number; count: number },
) {
	billing.limiter = { limit, windowMs };
	return Array.from({ length: count }, (_, i) => billing.seedCustomer({ name: `Reader ${i}` }).id);
}
