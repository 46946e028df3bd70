import type { IDataObject } from 'n8n-workflow';

/** Retry policy for retriable requests (see isRetriable): bounded attempts and bounded total waiting. */
export const RETRY = {
	attempts: 4,
	baseDelayMs: 500,
	maxDelayMs: 30_000,
	/** The pauses between attempts and the timed-out attempts together: no attempt starts past it */
	maxTotalWaitMs: 60_000,
};

/** Milliseconds to wait before the next attempt, honouring the server's Retry-After or RateLimit-Reset. */
export function retryDelay(
	attempt: number,
	headers: IDataObject | undefined,
	now = Date.now(),
): number {
	const told = serverDelayMs(headers, now);
	if (told !== undefined) return Math.min(told, RETRY.maxDelayMs);
	const ceiling = Math.min(RETRY.maxDelayMs, RETRY.baseDelayMs * 2 ** (attempt - 1));
	// Full jitter keeps many clients from retrying in lockstep.
	return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** The wait the server asks for in Retry-After (seconds or a date) or RateLimit-Reset, if any. */
export function serverDelayMs(headers: IDataObject | undefined, now: number): number | undefined {
	const header = (name: string) => {
		const value = headers?.[name] ?? headers?.[name.toLowerCase()];
		return value === undefined || value === null ? undefined : String(value);
	};
	const retryAfter = header('retry-after');
	if (retryAfter !== undefined) {
		const seconds = Number(retryAfter);
		if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
		const date = Date.parse(retryAfter);
		if (!Number.isNaN(date)) return Math.max(0, date - now);
	}
	const reset = Number(header('ratelimit-reset') ?? header('x-ratelimit-reset'));
	if (Number.isFinite(reset)) {
		// Seconds until the window resets, or (large values) a Unix time in seconds.
		return Math.max(0, reset > 1e9 ? reset * 1000 - now : reset * 1000);
	}
	return undefined;
}
