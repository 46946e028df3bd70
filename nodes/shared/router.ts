import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { setFieldLabels } from './validation';

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
	executeBatch?(this: IExecuteFunctions, itemIndexes: number[]): Promise<Array<OperationResult | Error>>;
}

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
export function resourceProperties(resources: Resources, defaultResource: string): INodeProperties[] {
	const resourceSelector: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: Object.entries(resources)
			.map(([value, { name, description }]) => ({ name, value, ...(description ? { description } : {}) }))
			.sort(byName),
		default: defaultResource,
	};
	const operationSelectors = Object.entries(resources).map(([resource, { operations }]): INodeProperties => {
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
	});
	const parameters = Object.entries(resources).flatMap(([resource, { operations }]) =>
		Object.entries(operations).flatMap(([operation, { description }]) =>
			updateDisplayOptions({ show: { resource: [resource], operation: [operation] } }, description),
		),
	);
	return [resourceSelector, ...operationSelectors, ...parameters];
}

/** Parameter name -> panel label, through collections and fixed collections. */
function labelsOf(properties: readonly unknown[], labels = new Map<string, string>()): Map<string, string> {
	for (const property of properties as Array<{ name: string; displayName?: string; options?: unknown[]; values?: unknown[] }>) {
		if (property.displayName && !labels.has(property.name)) labels.set(property.name, property.displayName);
		const children = property.values ?? property.options;
		if (Array.isArray(children) && children.some((child) => typeof child === 'object' && child && 'name' in child)) {
			labelsOf(children, labels);
		}
	}
	return labels;
}

/**
 * The item loop every action node shares: one operation call per input item, each output
 * paired with its input, failures either thrown with their item index or, with Continue On
 * Fail, turned into an error item.
 */
export async function route(this: IExecuteFunctions, resources: Resources): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	// Resource and operation take no expressions: the same for every item, read once.
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const handler = resources[resource]?.operations[operation];
	if (!handler) throw new NodeOperationError(this.getNode(), `Operation "${operation}" of "${resource}" is not supported`);
	setFieldLabels(this, labelsOf(handler.description));
	const output: INodeExecutionData[] = [];
	const pair = (result: OperationResult, itemIndex: number) => {
		const produced =
			result instanceof OutputItems ? result.items : this.helpers.returnJsonArray(result as IDataObject | IDataObject[]);
		for (const item of produced) output.push({ ...item, pairedItem: { item: itemIndex } });
	};
	const failed = (error: Error, itemIndex: number) => {
		if (!this.continueOnFail()) throw withItemIndex(this, error, itemIndex);
		output.push({ json: errorJson(error), pairedItem: { item: itemIndex } });
	};
	if (handler.executeBatch) {
		const indexes = items.map((_, itemIndex) => itemIndex);
		let results: Array<OperationResult | Error>;
		try {
			results = await handler.executeBatch.call(this, indexes);
		} catch (error) {
			const itemIndex = Number((error as { context?: IDataObject }).context?.itemIndex ?? 0);
			if (!this.continueOnFail()) throw withItemIndex(this, error as Error, itemIndex);
			results = indexes.map(() => error as Error);
		}
		// The batch was sent whole before this: a thrown error fails the run after every request.
		indexes.forEach((itemIndex, i) => {
			const result = results[i];
			if (result instanceof Error) failed(result, itemIndex);
			else pair(result, itemIndex);
		});
		return [output];
	}
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			pair(await handler.execute.call(this, itemIndex), itemIndex);
		} catch (error) {
			failed(error as Error, itemIndex);
		}
	}
	return [output];
}

/** The error with the failing item's index; n8n's own errors keep their class, status and code. */
function withItemIndex(ctx: IExecuteFunctions, error: Error, itemIndex: number): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.context.itemIndex = itemIndex;
		return error;
	}
	return new NodeOperationError(ctx.getNode(), error, { itemIndex });
}

function errorJson(error: Error & { description?: string | null; httpCode?: string | null }): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	return json;
}
