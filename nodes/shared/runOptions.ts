import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { ApiContext, RequestKind } from './transport/types';
import { isExecute } from './transport/types';

/**
 * Items sent at once by default. Reads: no fixed number; the run's window (transport/window.ts)
 * starts at 10, the option's shown default and a number no service we know refused, and finds the
 * service's speed from there. Writes: one at a time, so that a failure stops the node before any
 * later item is sent and an API that dedups nothing sees no burst.
 */
export const DEFAULT_READS_AT_ONCE = 10;
export const DEFAULT_WRITES_AT_ONCE = 1;
export const MAX_ITEMS_AT_ONCE = 100;

/** How long a request waits for an answer unless the node's Run Options → Timeout says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The range Run Options → Timeout accepts (milliseconds) */
export const MIN_TIMEOUT_MS = 1_000;
export const MAX_TIMEOUT_MS = 600_000;

/**
 * The shortest timeout a request is given: the option's minimum. Only tests lower it, so that
 * waiting out an answer that never comes takes no second of theirs.
 */
export const TIMEOUT = { shortestMs: MIN_TIMEOUT_MS };

/**
 * The node's Run Options, on every operation of every action node (added by resourceProperties):
 * a collection as n8n's HTTP Request node keeps its Batching under Options (a community node
 * cannot add to the Settings tab), under its own name so an operation's own Options stay apart.
 */
export const runOptions: INodeProperties = {
	displayName: 'Run Options',
	name: 'runOptions',
	type: 'collection',
	placeholder: 'Add Run Option',
	default: {},
	options: [
		{
			displayName: 'Items at Once',
			name: 'itemsAtOnce',
			type: 'number',
			default: DEFAULT_READS_AT_ONCE,
			typeOptions: { minValue: 1, maxValue: MAX_ITEMS_AT_ONCE },
			// Short: every operation's type definition repeats it (RUN_OPTIONS_HINT once, docs/speed.md the rest).
			description: 'Items run at once',
		},
		{
			displayName: 'Timeout',
			name: 'timeout',
			type: 'number',
			default: DEFAULT_TIMEOUT_MS,
			typeOptions: { minValue: MIN_TIMEOUT_MS, maxValue: MAX_TIMEOUT_MS },
			// docs/retries-and-network-faults.md, Timeouts and redirects, says which requests are tried again after a timeout.
			description: 'In milliseconds',
		},
	],
};

/** What Run Options do, for AI workflow builders: once per node (nodeBuilderHint), not per operation. */
export const RUN_OPTIONS_HINT = `Every operation takes runOptions: itemsAtOnce, when unset, runs reads ${DEFAULT_READS_AT_ONCE} at once (adapting to the service) and writes ${DEFAULT_WRITES_AT_ONCE} at a time; timeout applies to each request (default ${DEFAULT_TIMEOUT_MS} ms).`;

/** A Run Option the user set, as a number; undefined when not set or not a number. */
function chosen(ctx: IExecuteFunctions, name: 'itemsAtOnce' | 'timeout'): number | undefined {
	const value = (ctx.getNodeParameter('runOptions', 0, {}) as IDataObject)[name];
	const number = Number(value ?? Number.NaN);
	return Number.isFinite(number) ? number : undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Run Options → Items at Once, or the default for what the operation does: for a read without
 * the option, undefined (the run's adaptive window decides).
 */
export function itemsAtOnce(ctx: IExecuteFunctions, kind: RequestKind): number | undefined {
	const items = chosen(ctx, 'itemsAtOnce');
	if (items === undefined) return kind === 'read' ? undefined : DEFAULT_WRITES_AT_ONCE;
	return clamp(Math.floor(items), 1, MAX_ITEMS_AT_ONCE);
}

const runTimeouts = new WeakMap<object, number>();

/**
 * Run Options → Timeout, read once per run like the credential. Only action nodes have Run
 * Options; dropdowns, polls and webhooks use the default.
 */
export function runTimeout(ctx: ApiContext): number {
	let timeout = runTimeouts.get(ctx);
	if (timeout !== undefined) return timeout;
	const ms = isExecute(ctx) ? chosen(ctx, 'timeout') : undefined;
	timeout =
		ms === undefined
			? DEFAULT_TIMEOUT_MS
			: clamp(Math.round(ms), TIMEOUT.shortestMs, MAX_TIMEOUT_MS);
	runTimeouts.set(ctx, timeout);
	return timeout;
}
