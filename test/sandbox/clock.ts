/**
 * A clock tests can move: real time plus an offset that only grows. Simulations read it instead
 * of Date.now() so that a month of billing passes in one call.
 */
export class SimClock {
	private offsetMs = 0;

	now() {
		return Date.now() + this.offsetMs;
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
