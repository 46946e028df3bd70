import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { DEFAULT_READS_AT_ONCE, MAX_ITEMS_AT_ONCE } from '../runOptions';
import { timedOut } from './failures';
import type { Answer } from './redirects';
import { RETRY, serverDelayMs } from './retry';
import type { ApiContext } from './types';

/**
 * How a node run finds the number of requests a service takes at once, where the user set none.
 * - `initial`: every run starts where reads ran before (10), a number no service we know refused.
 * - `ceiling`: the most Run Options → Items at Once allows (100). More would not be faster: n8n
 *   starts about one item a millisecond (its expression engine), so at 100 ms answers 100 in
 *   flight already keep it busy; and one node run holding hundreds of connections to a service
 *   is what connection limits (per client, per token) exist to stop.
 * - Answers slow down sharply when their smoothed time exceeds `slowFactor` times the fastest
 *   of the run and the fastest plus `slowMarginMs`: a service whose answers take three times as
 *   long is queueing them. The margin keeps the process's own delays from counting as the
 *   service's: a busy n8n on a shared machine reads answers late (measured: 50 ms answers read
 *   after 160-200 ms on 2 cores running at load 12).
 */
export const WINDOW = {
	initial: DEFAULT_READS_AT_ONCE,
	ceiling: MAX_ITEMS_AT_ONCE,
	slowFactor: 3,
	slowMarginMs: 250,
};

/** Gateway and overload statuses: the service (or what stands before it) asks for less. */
const PUSH_BACK = new Set([429, 503, 504]);

/**
 * The places (items, list pages) a node run has in flight at once: a congestion window kept as
 * TCP keeps one. It doubles each round trip while the service answers well (slow start, one more
 * place per good answer), then grows by one a round trip; a 429, a 503 or 504, a timeout or
 * answers slowing down sharply halve it at once, no more than once per round of requests (the
 * answers to requests sent before a cut say nothing about the window after it). A Retry-After
 * holds every new place back that long (without one, as long as the first retry waits, so that
 * the refused requests are not crowded out by new ones). Waiting for an announced or documented limit (the
 * quota pacer) sets it back to `initial`: the limit, not the window, then decides the pace.
 */
export class AdaptiveWindow {
	/** Places the service is trusted with; fractional while it grows by one a round trip */
	private size = WINDOW.initial;
	/** Below it the window grows by one a good answer; from it on by one a round trip */
	private threshold = WINDOW.ceiling;
	private taken = 0;
	private readonly waiting: Array<() => void> = [];
	/** Retries waiting for room on the wire */
	private readonly wireWaiting: Array<() => void> = [];
	/** Requests sent and not yet answered, and requests sent in all (which dates them against a cut) */
	private onWire = 0;
	private sent = 0;
	/** Requests numbered up to this one were sent before the last cut */
	private cutAfter = 0;
	private fastestMs = Number.POSITIVE_INFINITY;
	/** The answers' time since the last cut, smoothed as TCP smooths its round trip time (1/8) */
	private smoothedMs?: number;
	private pausedUntil = 0;
	/** Push-backs in a row that did not say how long to wait */
	private silentPushBacks = 0;

	/** Places the window holds now */
	get limit() {
		return Math.floor(this.size);
	}

	/** Takes a place once one is free (and no Retry-After holds new places back). */
	async take() {
		for (;;) {
			const pause = this.pausedUntil - Date.now();
			if (pause > 0) await sleep(pause);
			else if (this.taken < this.limit) break;
			else await new Promise<void>((resolve) => this.waiting.push(resolve));
		}
		this.taken++;
	}

	/** Takes a place if one is free now; never waits (a list page beyond the one its item runs). */
	tryTake() {
		if (this.pausedUntil > Date.now() || this.taken >= this.limit) return false;
		this.taken++;
		return true;
	}

	release() {
		this.taken--;
		this.wake();
	}

	/**
	 * Sends one request, noting what its answer says about the service. A retry waits as TCP's
	 * retransmissions do: out of any pause, and until fewer requests than the window holds are on
	 * their way (after a cut, the items that hold places would otherwise all send again at once
	 * and spend their attempts against a limit the service does not announce).
	 */
	async observe(send: () => Promise<Answer>, retry = false): Promise<Answer> {
		if (retry) await this.roomOnWire();
		const number = ++this.sent;
		// The window grows only when it is what holds requests back, as TCP's does.
		const windowBound = ++this.onWire >= this.limit / 2;
		const started = Date.now();
		try {
			const answer = await send();
			this.note(answer, number, windowBound, Date.now() - started);
			return answer;
		} finally {
			this.onWire--;
			this.wireWaiting.shift()?.();
		}
	}

	private async roomOnWire() {
		for (;;) {
			const pause = this.pausedUntil - Date.now();
			if (pause > 0) await sleep(pause);
			else if (this.onWire < this.limit) return;
			else await new Promise<void>((resolve) => this.wireWaiting.push(resolve));
		}
	}

	/** A request waits for the service's announced or documented limit. */
	heldByLimit() {
		this.size = Math.min(this.size, WINDOW.initial);
		this.threshold = Math.min(this.threshold, WINDOW.initial);
	}

	private note({ response, failure }: Answer, number: number, windowBound: boolean, ms: number) {
		const status = response?.statusCode ?? 0;
		if (PUSH_BACK.has(status) || (!response && timedOut(failure))) {
			const told = serverDelayMs(
				{ 'retry-after': response?.headers?.['retry-after'] } as IDataObject,
				Date.now(),
			);
			// Without a Retry-After, as a retry waits, longer for each push-back in a row: a service
			// that refuses even one request on its way limits requests per second, which only a
			// longer pause eases; the refused requests then go again first.
			// Requests sent before the last cut are the same round: they count once.
			const newRound = number > this.cutAfter;
			if (newRound) this.silentPushBacks = told === undefined ? this.silentPushBacks + 1 : 0;
			const pause = Math.min(
				told ?? RETRY.baseDelayMs * 2 ** Math.max(0, this.silentPushBacks - 1),
				RETRY.maxDelayMs,
			);
			this.pausedUntil = Math.max(this.pausedUntil, Date.now() + pause);
			if (newRound) this.cut();
			return;
		}
		// No answer, or the service's own error: nothing about its load.
		if (!response || status >= 500) return;
		this.fastestMs = Math.min(this.fastestMs, ms);
		// A request sent before the last cut was let through before the push-back: its good answer
		// says nothing about the service since, and does not end a run of push-backs.
		if (number <= this.cutAfter) return;
		this.silentPushBacks = 0;
		this.smoothedMs =
			this.smoothedMs === undefined ? ms : this.smoothedMs + (ms - this.smoothedMs) / 8;
		const slow = Math.max(WINDOW.slowFactor * this.fastestMs, this.fastestMs + WINDOW.slowMarginMs);
		if (this.smoothedMs > slow) this.cut();
		else if (windowBound) this.grow();
	}

	private cut() {
		this.size = this.threshold = Math.max(1, Math.floor(this.size / 2));
		this.cutAfter = this.sent;
		this.smoothedMs = undefined;
	}

	private grow() {
		const step = this.size < this.threshold ? 1 : 1 / this.size;
		this.size = Math.min(WINDOW.ceiling, this.size + step);
		this.wake();
	}

	/** Wakes as many waiting takers as there are free places (each looks again). */
	private wake() {
		for (let free = this.limit - this.taken; free > 0 && this.waiting.length > 0; free--)
			this.waiting.shift()!();
	}
}

const windows = new WeakMap<object, AdaptiveWindow>();

/** The node run's window (its context lives exactly as long as the run: nothing outlasts it). */
export function runWindow(ctx: ApiContext): AdaptiveWindow {
	let window = windows.get(ctx);
	if (!window) windows.set(ctx, (window = new AdaptiveWindow()));
	return window;
}
