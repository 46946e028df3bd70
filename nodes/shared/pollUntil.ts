import { sleep } from 'n8n-workflow';

export interface PollBounds {
	/** Give up after this long in total */
	maxWaitMs: number;
	/** Pause between two checks */
	intervalMs: number;
}

/**
 * Checks `check` until it says done or the bounds run out; returns its last answer and whether it
 * was done. Each check is one request: the API decides when something is ready.
 */
export async function pollUntil<T>(
	check: () => Promise<{ done: boolean; value: T }>,
	bounds: PollBounds,
): Promise<{ done: boolean; value: T }> {
	const deadline = Date.now() + bounds.maxWaitMs;
	for (;;) {
		const answer = await check();
		if (answer.done) return answer;
		const pause = Math.min(bounds.intervalMs, deadline - Date.now());
		if (pause <= 0) return answer;
		await sleep(pause);
	}
}
