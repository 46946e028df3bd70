import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep, updateDisplayOptions } from 'n8n-workflow';

import { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS, MIN_TIMEOUT_MS } from './transport';
import { checks, setFieldLabels } from './validation';

/** Items an operation built itself, e.g. with binary data; plain JSON results need no wrapping. */
export class OutputItems {
	constructor(readonly items: INodeExecutionData[]) {}
}

export type OperationResult = IDataObject | IDataObject[] | OutputItems;

/** The operation's entry in its resource's Operation dropdown; its value is its key in the resource map. */
export interface OperationOption {
	name: string;
	action: string;
	description: string;
	/**
	 * What the operation does to the service. A read (only GETs, or a documented read-only POST such
	 * as a search) runs its items several at once by default; a write one item at a time.
	 */
	kind: 'read' | 'write';
}

/**
 * One operation, as each `actions/<resource>/<operation>.operation.ts` exports it: its dropdown
 * entry, its parameters (shown for it alone: the router adds the displayOptions) and its request.
 */
export interface Operation {
	option: OperationOption;
	description: INodeProperties[];
	execute(this: IExecuteFunctions, itemIndex: number): Promise<OperationResult>;
	/**
	 * Optional: the operation takes all items at once (e.g. a batch endpoint) and answers one
	 * result or one error per item, in the order of `itemIndexes`. The router pairs each with its
	 * item as it does for `execute`; an error it throws fails the run (or, with Continue On Fail,
	 * every item).
	 */
	executeBatch?(
		this: IExecuteFunctions,
		itemIndexes: number[],
	): Promise<Array<OperationResult | Error>>;
}

/**
 * Items sent at once by default. Reads: 10, which takes 1,000 reads at 50 ms from about 55 s to
 * about 6 s while staying far below the connection and burst limits APIs commonly set (and the
 * transport's pacing still holds a rate limit). Writes: one at a time, so that a failure stops
 * the node before any later item is sent and an API that dedups nothing sees no burst.
 */
export const DEFAULT_READS_AT_ONCE = 10;
export const DEFAULT_WRITES_AT_ONCE = 1;
export const MAX_ITEMS_AT_ONCE = 100;

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
			description: `How many input items are sent to the API at the same time. Without this option, reads (Get, Get Many, reports) run ${DEFAULT_READS_AT_ONCE} at once and writes one at a time. Output order and pairing stay those of the input either way.`,
		},
		{
			displayName: 'Timeout',
			name: 'timeout',
			type: 'number',
			default: DEFAULT_TIMEOUT_MS,
			typeOptions: { minValue: MIN_TIMEOUT_MS, maxValue: MAX_TIMEOUT_MS },
			description: `How long each request waits for the API to answer, in milliseconds (${DEFAULT_TIMEOUT_MS / 1000} s without this option). A read that times out is tried again; a write is not, as it may have reached the API.`,
		},
	],
};

/** One resource, as each `actions/<resource>/index.ts` exports it: its operations by value. */
export interface Resource {
	name: string;
	description?: string;
	operations: Record<string, Operation>;
}

/** A node's resources by value, as its node file lists them. */
export type Resources = Record<string, Resource>;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** The Resource dropdown, one Operation dropdown per resource, and every operation's parameters. */
export function resourceProperties(
	resources: Resources,
	defaultResource: string,
): INodeProperties[] {
	const resourceSelector: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: Object.entries(resources)
			.map(([value, { name, description }]) => ({
				name,
				value,
				...(description ? { description } : {}),
			}))
			.sort(byName),
		default: defaultResource,
	};
	const operationSelectors = Object.entries(resources).map(
		([resource, { operations }]): INodeProperties => {
			const options = Object.entries(operations)
				.map(([value, { option }]) => ({ ...option, value }))
				.sort(byName);
			const first = options[0].value;
			return {
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				noDataExpression: true,
				displayOptions: { show: { resource: [resource] } },
				options,
				default: first,
			};
		},
	);
	const parameters = Object.entries(resources).flatMap(([resource, { operations }]) =>
		Object.entries(operations).flatMap(([operation, { description }]) =>
			updateDisplayOptions({ show: { resource: [resource], operation: [operation] } }, description),
		),
	);
	return [resourceSelector, ...operationSelectors, ...parameters, runOptions];
}

/** Parameter name -> panel label, through collections and fixed collections. */
function labelsOf(
	properties: readonly unknown[],
	labels = new Map<string, string>(),
): Map<string, string> {
	for (const property of properties as Array<{
		name: string;
		displayName?: string;
		options?: unknown[];
		values?: unknown[];
	}>) {
		if (property.displayName && !labels.has(property.name))
			labels.set(property.name, property.displayName);
		const children = property.values ?? property.options;
		if (
			Array.isArray(children) &&
			children.some((child) => typeof child === 'object' && child && 'name' in child)
		) {
			labelsOf(children, labels);
		}
	}
	return labels;
}

/**
 * The item loop every action node shares: one operation call per input item, up to "Items at
 * Once" of them in flight (reads 10 by default, writes 1), each output paired with its input and
 * placed in input order. A failure either fails the node on the lowest failing item (the items
 * already in flight finish first; the error names any later item already sent) or, with Continue
 * On Fail, becomes that item's error item.
 */
export async function route(
	this: IExecuteFunctions,
	resources: Resources,
): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	// Resource and operation take no expressions: the same for every item, read once.
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const handler = resources[resource]?.operations[operation];
	if (!handler)
		throw new NodeOperationError(
			this.getNode(),
			`Operation "${operation}" of "${resource}" is not supported`,
		);
	setFieldLabels(this, labelsOf(handler.description));
	if (handler.executeBatch) return [await runBatch(this, handler.executeBatch, items.length)];
	const switches = switchesOf(handler);
	const atOnce = itemsAtOnce(this, handler);
	const continueOnFail = this.continueOnFail();
	const results: INodeExecutionData[][] = new Array(items.length);
	const failures = new Map<number, Error>();
	let next = 0;

	const runItem = async (itemIndex: number) => {
		try {
			checkSwitches(this, itemIndex, switches);
			results[itemIndex] = paired(this, await handler.execute.call(this, itemIndex), itemIndex);
		} catch (error) {
			if (!continueOnFail) {
				failures.set(itemIndex, error as Error);
				return;
			}
			results[itemIndex] = [{ json: errorJson(error as Error), pairedItem: { item: itemIndex } }];
		}
	};
	const pace = atOnce > 1 ? itemPacer() : async (start: () => Promise<void>) => await start();
	const startNext = async () => {
		if (next < items.length && failures.size === 0) await runItem(next++);
	};
	// Each lane takes the next item until none is left or an item failed the node.
	const lane = async () => {
		while (next < items.length && failures.size === 0) await pace(startNext);
	};
	await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, lane));

	if (failures.size > 0) {
		const failed = Math.min(...failures.keys());
		// Items after the failing one that had been started: their requests may have been sent.
		const alsoSent = Array.from({ length: next - failed - 1 }, (_, i) => failed + 1 + i);
		throw withItemIndex(this, failures.get(failed)!, failed, alsoSent);
	}
	return [results.flat()];
}

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

/** Dropdowns of an operation that decide which of its other parameters show, by name, with their values. */
const operationSwitches = new WeakMap<Operation, Array<{ name: string; values: string[] }>>();

function switchesOf(operation: Operation) {
	let switches = operationSwitches.get(operation);
	if (!switches) {
		const { description } = operation;
		const deciding = new Set(
			description.flatMap((p) =>
				[p.displayOptions?.show, p.displayOptions?.hide].flatMap((conditions) =>
					Object.keys(conditions ?? {}),
				),
			),
		);
		switches = description
			.filter(
				(p) => p.type === 'options' && deciding.has(p.name) && !p.typeOptions?.loadOptionsMethod,
			)
			.map((p) => ({
				name: p.name,
				values: (p.options as INodePropertyOptions[]).map((option) => String(option.value)),
			}));
		operationSwitches.set(operation, switches);
	}
	return switches;
}

/**
 * An expression can put any value in a dropdown: one that decides which fields show must hold one
 * of its values, or the operation would read a field the panel hides for it.
 */
function checkSwitches(
	ctx: IExecuteFunctions,
	itemIndex: number,
	switches: Array<{ name: string; values: string[] }>,
) {
	const shown = ctx.getNode().parameters;
	for (const { name, values } of switches) {
		// Not among the node's parameters: the dropdown is itself hidden by another one.
		if (!(name in shown)) continue;
		if (!values.includes(String(ctx.getNodeParameter(name, itemIndex))))
			checks(ctx, itemIndex).fail(name, `must be one of ${values.join(', ')}`);
	}
}

/** An operation's result as output items, each paired with the item it came from. */
function paired(
	ctx: IExecuteFunctions,
	result: OperationResult,
	itemIndex: number,
): INodeExecutionData[] {
	const produced =
		result instanceof OutputItems
			? result.items
			: ctx.helpers.returnJsonArray(result as IDataObject | IDataObject[]);
	return produced.map((item) => ({ ...item, pairedItem: { item: itemIndex } }));
}

/**
 * A batch operation: every item in one call, each answer paired with its item. The batch was sent
 * whole before any answer is read, so a failed item fails the run only after every request.
 */
async function runBatch(
	ctx: IExecuteFunctions,
	executeBatch: NonNullable<Operation['executeBatch']>,
	count: number,
): Promise<INodeExecutionData[]> {
	const indexes = Array.from({ length: count }, (_, itemIndex) => itemIndex);
	let results: Array<OperationResult | Error>;
	try {
		results = await executeBatch.call(ctx, indexes);
	} catch (error) {
		const itemIndex = Number((error as { context?: IDataObject }).context?.itemIndex ?? 0);
		if (!ctx.continueOnFail()) throw withItemIndex(ctx, error as Error, itemIndex);
		results = indexes.map(() => error as Error);
	}
	const firstFailure = results.findIndex((result) => result instanceof Error);
	if (firstFailure >= 0 && !ctx.continueOnFail())
		throw withItemIndex(ctx, results[firstFailure] as Error, firstFailure);
	return results.flatMap((result, itemIndex) =>
		result instanceof Error
			? [{ json: errorJson(result), pairedItem: { item: itemIndex } }]
			: paired(ctx, result, itemIndex),
	);
}

/** The node's Items at Once, or the default for what the operation does. */
function itemsAtOnce(ctx: IExecuteFunctions, handler: Operation): number {
	const options = ctx.getNodeParameter('runOptions', 0, {}) as IDataObject;
	const chosen = Number(options.itemsAtOnce);
	if (options.itemsAtOnce === undefined || !Number.isFinite(chosen)) {
		return handler.option.kind === 'read' ? DEFAULT_READS_AT_ONCE : DEFAULT_WRITES_AT_ONCE;
	}
	return Math.min(MAX_ITEMS_AT_ONCE, Math.max(1, Math.floor(chosen)));
}

/**
 * The error with the failing item's index; n8n's own errors keep their class, status and code.
 * Later items already sent when the node stopped are named in its description and context.
 */
function withItemIndex(
	ctx: IExecuteFunctions,
	error: Error,
	itemIndex: number,
	alsoSent: number[] = [],
): NodeApiError | NodeOperationError {
	const wrapped =
		error instanceof NodeApiError || error instanceof NodeOperationError
			? error
			: new NodeOperationError(ctx.getNode(), error, { itemIndex });
	wrapped.context.itemIndex = itemIndex;
	if (alsoSent.length > 0) {
		wrapped.context.itemsAlsoSent = alsoSent;
		const note = `${capitalised(itemList(alsoSent))} after it had already been sent when the node stopped (a write there may have taken effect, though its output is not passed on): check them before running the items again.`;
		wrapped.description = [wrapped.description, note].filter(Boolean).join(' ');
	}
	return wrapped;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const itemList = (indexes: number[]) =>
	indexes.length === 1
		? `item ${indexes[0]}`
		: `items ${indexes.length > 10 ? `${indexes.slice(0, 10).join(', ')} and ${indexes.length - 10} more` : indexes.join(', ')}`;

function errorJson(
	error: Error & { description?: string | null; httpCode?: string | null },
): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	return json;
}
