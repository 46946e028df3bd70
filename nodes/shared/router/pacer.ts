import { sleep } from 'n8n-workflow';

/** Time the items started in one turn of the event loop may take to start (evaluate and send) */
const START_SLICE_MS = 1;

/**
 * Spreads item starts over turns of the event loop. Starting an item takes the process for its
 * parameters (n8n's expression runtime: 1-2 ms for `{{ $json.id }}`), and its request leaves
 * only when the loop next handles sockets: lanes freed together would otherwise evaluate all
 * their items in one go, send all their requests together and then all wait out the API's
 * latency with the process idle (measured: 1,000 Gets 50 at once took 2.3-2.5 s instead of about
 * 1.3 s). Items start right away until they have taken `sliceMs` of one turn; the others start
 * in the next turn, after the loop has sent what was started.
 */
export function itemPacer(sliceMs = START_SLICE_MS): (start: () => Promise<void>) => Promise<void> {
	let sliceStart: number | undefined;
	let nextTurn: Promise<void> = Promise.resolve();
	return async (start) => {
		for (;;) {
			const now = performance.now();
			if (sliceStart === undefined) {
				sliceStart = now;
				// A timer runs in the loop's next turn, after the sockets of this one.
				nextTurn = sleep(0).then(() => {
					sliceStart = undefined;
				});
			}
			// Called in the same step as the check: the item's parameters are evaluated within this slice.
			if (now - sliceStart < sliceMs) return await start();
			await nextTurn;
		}
	};
}
