import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { usedAsTool } from '../binary';
import { itemsAtOnce } from '../runOptions';
import { runWindow, runsOperationOfKind } from '../transport';
import { setFieldLabels } from '../validation';
import { labelsOf } from './description';
import { itemPacer } from './pacer';
import type { Dropdown } from './dropdowns';
import { checkDropdowns, dropdownsOf } from './dropdowns';
import type { Operation, OperationResult, Resources } from './types';
import { OutputItems } from './types';

/**
 * The item loop every action node shares: one operation call per input item, up to "Items at
 * Once" of them in flight (without it, reads as many as the run's adaptive window holds, writes
 * 1), each output paired with its input and placed in input order. A failure either fails the node on the lowest failing item (the items
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
	// The transport treats each request as a read or a write by the kind the operation declares.
	runsOperationOfKind(this, handler.option.kind);
	const dropdowns = dropdownsOf(handler);
	if (handler.executeBatch)
		return [await runBatch(this, handler.executeBatch, items.length, dropdowns)];
	const atOnce = itemsAtOnce(this, handler.option.kind);
	const continueOnFail = this.continueOnFail();
	const results: INodeExecutionData[][] = new Array(items.length);
	const failures = new Map<number, Error>();
	let next = 0;

	const runItem = async (itemIndex: number) => {
		try {
			checkDropdowns(this, itemIndex, dropdowns);
			results[itemIndex] = paired(this, await handler.execute.call(this, itemIndex), itemIndex);
		} catch (error) {
			if (!continueOnFail) {
				failures.set(itemIndex, error as Error);
				return;
			}
			results[itemIndex] = [{ json: errorJson(error as Error), pairedItem: { item: itemIndex } }];
		}
	};
	// A read without Items at Once finds its number in the run's window, shared with list pages.
	const places = atOnce === undefined ? runWindow(this) : fixedPlaces(atOnce);
	const pace = atOnce === 1 ? async (start: () => Promise<void>) => await start() : itemPacer();
	const stopped = () => next >= items.length || failures.size > 0;
	const running: Array<Promise<void>> = [];
	// Each item takes a place and gives it back when it is done, until none is left or one failed the node.
	while (!stopped()) {
		await places.take();
		await pace(async () => {
			if (stopped()) return places.release();
			running.push(runItem(next++).finally(() => places.release()));
		});
	}
	await Promise.all(running);

	if (failures.size > 0) {
		const failed = Math.min(...failures.keys());
		// Items after the failing one that had been started: their requests may have been sent.
		const alsoSent = Array.from({ length: next - failed - 1 }, (_, i) => failed + 1 + i);
		throw withItemIndex(this, failures.get(failed)!, failed, alsoSent);
	}
	return [results.flat()];
}

/** Places items take to run: a fixed number of them (Run Options → Items at Once, writes one at a time). */
function fixedPlaces(count: number) {
	let free = count;
	const waiting: Array<() => void> = [];
	return {
		async take() {
			while (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
			free--;
		},
		release() {
			free++;
			waiting.shift()?.();
		},
	};
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
 * whole before any answer is read, so a failed item fails the run only after every request. An
 * item whose dropdowns are wrong is not passed on: it fails the run before the call, or becomes
 * its error item with Continue On Fail.
 */
async function runBatch(
	ctx: IExecuteFunctions,
	executeBatch: NonNullable<Operation['executeBatch']>,
	count: number,
	dropdowns: Dropdown[],
): Promise<INodeExecutionData[]> {
	const outcomes = new Array<OperationResult | Error>(count);
	const indexes: number[] = [];
	for (let itemIndex = 0; itemIndex < count; itemIndex++) {
		try {
			checkDropdowns(ctx, itemIndex, dropdowns);
			indexes.push(itemIndex);
		} catch (error) {
			if (!ctx.continueOnFail()) throw withItemIndex(ctx, error as Error, itemIndex);
			outcomes[itemIndex] = error as Error;
		}
	}
	try {
		const results = indexes.length ? await executeBatch.call(ctx, indexes) : [];
		indexes.forEach((itemIndex, i) => (outcomes[itemIndex] = results[i]));
	} catch (error) {
		const itemIndex = Number((error as { context?: IDataObject }).context?.itemIndex ?? 0);
		if (!ctx.continueOnFail()) throw withItemIndex(ctx, error as Error, itemIndex);
		for (const itemIndex of indexes) outcomes[itemIndex] = error as Error;
	}
	const firstFailure = outcomes.findIndex((outcome) => outcome instanceof Error);
	if (firstFailure >= 0 && !ctx.continueOnFail())
		throw withItemIndex(ctx, outcomes[firstFailure] as Error, firstFailure);
	return outcomes.flatMap((outcome, itemIndex) =>
		outcome instanceof Error
			? [{ json: errorJson(outcome), pairedItem: { item: itemIndex } }]
			: paired(ctx, outcome, itemIndex),
	);
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
	// An AI agent's tool call answers the model with the error's message alone (n8n 2.x's engine
	// drops the description): the hint and the API's details go into the message, as n8n's
	// older tool wrapper wrote them.
	if (usedAsTool(ctx) && wrapped.description && !wrapped.message.includes(wrapped.description))
		wrapped.message = `${wrapped.message}\n\nDetails: ${wrapped.description}`;
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
