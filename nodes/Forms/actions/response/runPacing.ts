import { sleep } from 'n8n-workflow';

/**
 * When recent requests of a kind were answered, per execution context: the context lives exactly
 * as long as one node run, so the pacing spans all its items and disappears with it. Nothing is
 * kept between executions (another run, or another process, starts counting afresh).
 */
const answeredAt = new WeakMap<object, Map<string, number[]>>();

/**
 * Sends `request` once one more request of `kind` fits in `perWindow` requests per `windowMs`,
 * counting what this node run already sent. For limits the API documents but does not announce in
 * headers (e.g. a number of submissions a minute). A request counts from when its answer came back,
 * never earlier than the service counted it, so the pace cannot run ahead of the service's window.
 */
export async function paceWithinRun<T>(
	ctx: object,
	kind: string,
	perWindow: number,
	windowMs: number,
	request: () => Promise<T>,
): Promise<T> {
	let byKind = answeredAt.get(ctx);
	if (!byKind) answeredAt.set(ctx, (byKind = new Map()));
	const sent = byKind.get(kind) ?? [];
	byKind.set(kind, sent);
	const forget = () => {
		while (sent.length && sent[0] <= Date.now() - windowMs) sent.shift();
	};
	forget();
	if (sent.length >= perWindow) {
		await sleep(sent[sent.length - perWindow] + windowMs - Date.now() + 1);
		forget();
	}
	try {
		return await request();
	} finally {
		sent.push(Date.now());
	}
}
