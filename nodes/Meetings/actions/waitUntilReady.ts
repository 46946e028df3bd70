import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { checks } from '../../shared/validation';

/**
 * Wait Until Ready: bounded polling of something the service produces after a while (a summary,
 * a transcript).
 */

/** How long to keep checking, and how often. */
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

/** The Wait Until Ready parameters of an operation that reads `what`. */
export const waitOptions = (what: string): INodeProperties[] => [
	{
		displayName: 'Wait Until Ready',
		name: 'waitUntilReady',
		type: 'boolean',
		default: false,
		description: `Whether to check again until the ${what} is ready, up to Max Wait; otherwise one check`,
	},
	{
		displayName: 'Max Wait (Seconds)',
		name: 'maxWait',
		type: 'number',
		default: 300,
		typeOptions: { minValue: 1, maxValue: 3600 },
		displayOptions: { show: { waitUntilReady: [true] } },
		description: 'How long to keep checking before failing the item, in seconds',
	},
	{
		displayName: 'Check Every (Seconds)',
		name: 'interval',
		type: 'number',
		default: 15,
		typeOptions: { minValue: 1, maxValue: 600 },
		displayOptions: { show: { waitUntilReady: [true] } },
		description: 'Pause between two checks, in seconds',
	},
];

/** The wait bounds the user chose, checked; undefined when not waiting. */
export function waitBounds(ctx: IExecuteFunctions, itemIndex: number): PollBounds | undefined {
	if (!ctx.getNodeParameter('waitUntilReady', itemIndex, false)) return undefined;
	const check = checks(ctx, itemIndex);
	const maxWait = ctx.getNodeParameter('maxWait', itemIndex, 300) as number;
	const interval = ctx.getNodeParameter('interval', itemIndex, 15) as number;
	check.numberBetween('maxWait', maxWait, 1, 3600);
	check.numberBetween('interval', interval, 1, 600);
	return { maxWaitMs: maxWait * 1000, intervalMs: interval * 1000 };
}
