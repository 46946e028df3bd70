/**
 * A clock tests can move: real time plus an offset that only grows. Simulations read it instead
 * of Date.now() so that a month of billing passes in one call.
 */
export class SimClock {
	private offsetMs = 0;

	/** Set while `standingAt` runs: the moment everything done then is stamped with */
	private pinnedMs: number | undefined;

	now() {
		return this.pinnedMs ?? Date.now() + this.offsetMs;
	}

	/**
	 * Runs `work` with the clock standing still at `ms` (or now, if that is later), then lets it run
	 * on from there: what `work` records carries that exact moment, however long it really took.
	 */
	standingAt<T>(ms: number, work: () => T): T {
		const at = Math.max(ms, this.now());
		this.pinnedMs = at;
		try {
			return work();
		} finally {
			this.pinnedMs = undefined;
			this.offsetMs = at - Date.now();
		}
	}

	iso(ms = this.now()) {
		return new Date(ms).toISOString();
	}

	advance(ms: number) {
		if (ms < 0) throw new Error('the simulated clock never goes back');
		this.offsetMs += ms;
	}

	reset() {
		this.offsetMs = 0;
	}
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `interval` billing periods (day, week, month or year) after `ms`, the day of the month kept. */
export function addPeriod(ms: number, period: string, interval: number) {
	const d = new Date(ms);
	if (period === 'day') return ms + interval * DAY_MS;
	if (period === 'week') return ms + 7 * interval * DAY_MS;
	const months = period === 'year' ? 12 * interval : interval;
	return Date.UTC(
		d.getUTCFullYear(),
		d.getUTCMonth() + months,
		d.getUTCDate(),
		d.getUTCHours(),
		d.getUTCMinutes(),
		d.getUTCSeconds(),
		d.getUTCMilliseconds(),
	);
}
