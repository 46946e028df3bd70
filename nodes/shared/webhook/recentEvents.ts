import type { IWebhookFunctions } from 'n8n-workflow';

/**
 * How long after starting an execution for an event this process answers a copy of it without
 * starting another: copies a service sends at the same moment (its retries that overlap the first)
 * arrive within it. A later repeat is left to the workflow's claim in a data table
 * (docs/repeated-deliveries.md).
 */
export const COPY_WINDOW_MS = 2_000;

/** The events this process started executions for lately (by workflow, trigger and event ID): when each is forgotten. */
const started = new Map<string, number>();

/**
 * Whether this process started an execution for this event of this workflow's trigger within the
 * last COPY_WINDOW_MS; if not, it notes that it starts one now. Synchronous, so of copies arriving
 * at the same moment exactly one starts an execution. It lives in this process only: copies
 * received by other n8n processes (several webhook processes) are not seen here.
 */
export function copyOfStarted(ctx: IWebhookFunctions, eventId: string, now = Date.now()): boolean {
	// Entries are forgotten in the order they were made.
	for (const [key, forgetAt] of started) {
		if (forgetAt > now) break;
		started.delete(key);
	}
	const key = JSON.stringify([ctx.getWorkflow().id, ctx.getNode().name, eventId]);
	if (started.has(key)) return true;
	started.set(key, now + COPY_WINDOW_MS);
	return false;
}
