import { sleep } from 'n8n-workflow';

/** How long to keep checking, and how often. */
export interface PollBounds {
	/** Give up after this long in total */
	maxWaitMs: number;
	/** Pause between two checks; a list gives the pauses in turn, its last repeated (short at first, then longer) */
	intervalMs: number | number[];
}

export interface Checked<T> {
	done: boolean;
	value: T;
}

/**
 * Wait until ready, for everything the service produces after a while (a summary, a transcript,
 * an import): checks until `check` says done or the bounds run out, and returns its last answer.
 * Each check is one request: the API decides when something is ready. A pause that would end
 * past the deadline is cut to it, for one last check there. Where the first answer is already in
 * hand (e.g. the job a POST started), `first` is it and the first check comes after a pause.
 */
export async function pollUntil<T>(
	check: () => Promise<Checked<T>>,
	bounds: PollBounds,
	first?: Checked<T>,
): Promise<Checked<T>> {
	const deadline = Date.now() + bounds.maxWaitMs;
	const pauses = [bounds.intervalMs].flat();
	let answer = first ?? (await check());
	for (let pauseIndex = 0; !answer.done; pauseIndex++) {
		const pause = Math.min(pauses[Math.min(pauseIndex, pauses.length - 1)], deadline - Date.now());
		if (pause <= 0) break;
		await sleep(pause);
		answer = await check();
	}
	return answer;
}
