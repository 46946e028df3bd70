import { sleep } from 'n8n-workflow';

/**
 * When recent requests of a kind were sent, per execution context: the context lives exactly as
 * long as one node run, so the pacing spans all its items and disappears with it. Nothing is kept
 * between executions (another run, or another process, starts counting afresh).
 */
const sentAt = new WeakMap<object, Map<string, number[]>>();

/**
 * Waits until one more request of `kind` fits in `perWindow` requests per `windowMs`, counting
 * what this node run already sent, then counts it. For limits the API documents but does not
 * announce in headers (e.g. a number of submissions a minute).
 */
export async function paceWithinRun(ctx: object, kind: string, perWindow: number, windowMs: number) {
	let byKind = sentAt.get(ctx);
	if (!byKind) sentAt.set(ctx, (byKind = new Map()));
	const sent = byKind.get(kind) ?? [];
	byKind.set(kind, sent);
	const windowStart = () => Date.now() - windowMs;
	while (sent.length && sent[0] <= windowStart()) sent.shift();
	if (sent.length >= perWindow) {
		await sleep(sent[sent.length - perWindow] + windowMs - Date.now());
		while (sent.length && sent[0] <= windowStart()) sent.shift();
	}
	sent.push(Date.now());
}
