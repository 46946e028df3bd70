import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { RETRY, serverDelayMs } from './retry';
import type { ApiContext, DocumentedLimit } from './types';
import type { AdaptiveWindow } from './window';

/**
 * Each API quota as this node run knows it, shared by every request of the run (its items run
 * several at once, and its list pages too): the context object lives exactly as long as one node
 * run, so the pacing spans the whole run and disappears with it. Nothing is kept across
 * executions; a run that starts on another process learns the quota from its first response, and
 * at worst waits out one 429.
 */
export interface Quota {
	/** Requests the API still accepts before `resetAt`, less those sent since it said so; undefined: not known */
	remaining?: number;
	/** When the quota frees up again (ms since epoch) */
	resetAt: number;
	/** Requests sent and not yet answered */
	inFlight: number;
	/** After a reset, one request goes first and its answer tells the new quota to the others */
	probing?: boolean;
}

const quotas = new WeakMap<object, Map<string, Quota>>();

/** `baseUrl` (the credential's address and the interface prefix) names the quota within a run. */
export function quotaOf(ctx: ApiContext, baseUrl: string): Quota {
	let byUrl = quotas.get(ctx);
	if (!byUrl) quotas.set(ctx, (byUrl = new Map()));
	let quota = byUrl.get(baseUrl);
	if (!quota) byUrl.set(baseUrl, (quota = { resetAt: 0, inFlight: 0 }));
	return quota;
}

/** How often requests waiting on a reset look whether the first one after it has been answered */
const PROBE_POLL_MS = 20;

/**
 * Waits until the quota has room and takes one request from it. Requests running at once each
 * take their own, so N of them in flight never overrun a quota the API announced. A wait tells
 * the run's window that the quota, not the window, sets the pace.
 */
export async function takeQuota(quota: Quota, window: AdaptiveWindow) {
	const started = Date.now();
	for (;;) {
		const now = Date.now();
		const left = RETRY.maxTotalWaitMs - (now - started);
		if (quota.remaining === undefined || quota.remaining > 0 || left <= 0) break;
		window.heldByLimit();
		if (now < quota.resetAt) {
			await sleep(Math.min(quota.resetAt - now, left));
		} else if (!quota.probing) {
			quota.probing = true;
			break;
		} else {
			await sleep(Math.min(PROBE_POLL_MS, left));
		}
	}
	if (quota.remaining !== undefined) quota.remaining--;
	quota.inFlight++;
}

/** What an answer says about the quota; requests still in flight count against it as already used. */
export function noteQuota(quota: Quota, headers: IDataObject | undefined) {
	quota.inFlight--;
	quota.probing = false;
	const remaining = Number(headers?.['ratelimit-remaining'] ?? Number.NaN);
	if (!Number.isFinite(remaining)) {
		if (quota.remaining !== undefined && quota.remaining <= 0 && Date.now() >= quota.resetAt)
			quota.remaining = undefined;
		return;
	}
	const delay = serverDelayMs(headers, Date.now());
	quota.remaining = Math.max(0, remaining - quota.inFlight);
	if (delay !== undefined) quota.resetAt = Date.now() + delay;
}

/** A documented limit's window within one node run: requests answered in it, and those on their way. */
interface LimitWindow {
	answeredAt: number[];
	inFlight: number;
}

const limitWindows = new WeakMap<object, Map<string, LimitWindow>>();

function limitWindowOf(ctx: ApiContext, baseUrl: string): LimitWindow {
	let byUrl = limitWindows.get(ctx);
	if (!byUrl) limitWindows.set(ctx, (byUrl = new Map()));
	let window = byUrl.get(baseUrl);
	if (!window) byUrl.set(baseUrl, (window = { answeredAt: [], inFlight: 0 }));
	return window;
}

/**
 * Sends once one more request fits in the documented limit, counting what this node run already
 * sent to `baseUrl`: those answered within the window and those still on their way, so items
 * sent at once (Run Options → Items at Once above the limit) never overrun it. An answered
 * request counts from when its answer came back, never earlier than the service counted it, so
 * the pace cannot run ahead of the service's window. Nothing is kept between executions
 * (another run, or another process, starts counting afresh).
 */
export async function withinLimit<T>(
	ctx: ApiContext,
	baseUrl: string,
	{ perWindow, windowMs }: DocumentedLimit,
	send: () => Promise<T>,
	adaptive: AdaptiveWindow,
): Promise<T> {
	const window = limitWindowOf(ctx, baseUrl);
	for (;;) {
		const now = Date.now();
		while (window.answeredAt.length && window.answeredAt[0] <= now - windowMs)
			window.answeredAt.shift();
		const over = window.answeredAt.length + window.inFlight - perWindow;
		if (over < 0) break;
		adaptive.heldByLimit();
		// The window frees a place when the answer `over` places from the oldest leaves it; while
		// every counted request is still on its way, when one of them is answered.
		await sleep(
			over < window.answeredAt.length
				? window.answeredAt[over] + windowMs - now + 1
				: PROBE_POLL_MS,
		);
	}
	window.inFlight++;
	try {
		return await send();
	} finally {
		window.inFlight--;
		window.answeredAt.push(Date.now());
	}
}
