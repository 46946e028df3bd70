import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import type { RequestKind } from '../transport';

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
	 * as a search) runs its items several at once by default, and the transport retries its
	 * requests after a transient failure; a write runs one item at a time, and only its requests
	 * that declare themselves idempotent (or a read) are retried.
	 */
	kind: RequestKind;
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
	 * Optional: the operation written as Workflow SDK code, for AI workflow builders where its shape
	 * is not plain from its parameters (line items, uploads); the SDK writes it into this operation's
	 * type alone.
	 */
	example?: string;
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

/** One resource, as each `actions/<resource>/index.ts` exports it: its operations by value. */
export interface Resource {
	name: string;
	description?: string;
	operations: Record<string, Operation>;
}

/** A node's resources by value, as its node file lists them. */
export type Resources = Record<string, Resource>;
