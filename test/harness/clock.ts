import { setImmediate as nextTurn, setTimeout as realTimeout } from 'node:timers';

/**
 * The unit suite's clock (installed for every unit test file by test/harness/setupClock.ts). The
 * nodes wait only through n8n-workflow's `sleep` (the lint forbids timers): here a sleep waits no
 * real time. It moves the clock on to when the sleep would end and lets the event loop take one
 * turn (sockets, other items), so everything that reads the time (the transport's retries, its
 * window and quota pacing, Wait Until Ready, the sandbox's limits and stamps) sees the wait as
 * over. The clock is the real one plus every wait skipped so far: it never goes back, and what
 * takes real time (an answer's latency, a request's timeout) still takes it.
 */
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let skippedMs = 0;
/** Set while a test runs on real time (see onRealTime) */
let realTime = false;

/** The time: real time plus the waits skipped */
export const now = () => realNow() + skippedMs;

/** n8n-workflow's `sleep` in unit tests: `ms` pass on the clock at once. */
export async function sleep(ms: number): Promise<void> {
	if (realTime) return await new Promise<void>((resolve) => realTimeout(resolve, ms));
	const wake = now() + Math.max(0, Number(ms) || 0);
	skippedMs = Math.max(skippedMs, wake - realNow());
	// A real timer's callback runs in a later turn of the loop: so does the sleeper's.
	await new Promise<void>((resolve) => nextTurn(resolve));
}

/**
 * Runs `body` with sleeps that wait in real time: for what only shows while time really passes,
 * such as a pause that holds every item of a run back while one of them waits (skipped waits
 * would end it for all at once). Its verdict reads counts and order, never durations.
 */
export async function onRealTime<T>(body: () => Promise<T>): Promise<T> {
	realTime = true;
	try {
		return await body();
	} finally {
		realTime = false;
	}
}

/** Moves the clock on by `ms` without waiting (a test that lets time pass between two steps). */
export function advance(ms: number) {
	if (ms < 0) throw new Error('the clock never goes back');
	skippedMs += ms;
}

/**
 * `Date` reading this clock: `Date.now()` and `new Date()` alike (a node stamps with either).
 * Everything else (`Date.parse`, `Date.UTC`, a given moment) is the real Date's.
 */
function ClockDate(this: unknown, ...args: unknown[]) {
	if (!new.target) return new RealDate(now()).toString();
	return args.length
		? new RealDate(...(args as ConstructorParameters<typeof Date>))
		: new RealDate(now());
}
ClockDate.prototype = RealDate.prototype;
Object.setPrototypeOf(ClockDate, RealDate);
ClockDate.now = now;

export function installClock() {
	globalThis.Date = ClockDate as unknown as DateConstructor;
}

export function uninstallClock() {
	globalThis.Date = RealDate;
}
