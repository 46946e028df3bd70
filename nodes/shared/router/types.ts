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
 * What an operation outputs for each item it is given, as its node page says (docs/nodes, written by
 * scripts/docs/nodePages.ts; test/docs/outputs.test.ts runs one operation of each kind to hold it):
 * - `record`: one item, `what` it holds (by default the resource's record as the API answers it);
 * - `records`: one item per record (a list: as many as Limit, or all with Return All);
 * - `file`: one item with the file in the binary field Put Output File in Field names, and its
 *   `fileName`, `mimeType` and `fileSize` beside `what` in the JSON;
 * - `recordOrFile`: `record`, or `file` (its JSON holding `fileWhat`) when `fileWhen` says so;
 * - `deleted`: one item `{ id, deleted: true }` (the API answers a delete with little or nothing).
 * `simplifiedKeys`: the fields Simplify keeps of each record (off, the record is whole).
 */
export interface OperationOutput {
	kind: 'record' | 'records' | 'file' | 'recordOrFile' | 'deleted';
	/** What each item holds where the kind's usual words are not enough, e.g. "the invoice with `cancelledAtOnce`" */
	what?: string;
	/** What a record's write did, for the usual words: "the created contact" */
	made?: 'created' | 'changed';
	/** A Create with Return Existing Instead of Creating: what it outputs when it finds (true: "the one found") */
	orFound?: true | string;
	/** For `recordOrFile`: when the output is a file (e.g. "Format is PDF, XLSX or CSV") */
	fileWhen?: string;
	/** For `recordOrFile`: what the file's item holds beside the file's name, type and size */
	fileWhat?: string;
	simplifiedKeys?: string[];
	/** What Simplify adds to the fields it keeps, e.g. readable names beside numbers */
	simplifiedAdds?: string;
}

/**
 * One operation, as each `actions/<resource>/<operation>.operation.ts` exports it: its dropdown
 * entry, its parameters (shown for it alone: the router adds the displayOptions) and its request.
 */
export interface Operation {
	option: OperationOption;
	description: INodeProperties[];
	execute(this: IExecuteFunctions, itemIndex: number): Promise<OperationResult>;
	/** What it outputs (its page says it; it never reaches the node's description) */
	output: OperationOutput;
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
