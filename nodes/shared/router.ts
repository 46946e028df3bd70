import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

/** Items an operation built itself, e.g. with binary data; plain JSON results need no wrapping. */
export class OutputItems {
	constructor(readonly items: INodeExecutionData[]) {}
}

export type OperationResult = IDataObject | IDataObject[] | OutputItems;

export interface Operation {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, itemIndex: number): Promise<OperationResult>;
}

export type ResourceOperations = Record<string, Record<string, Operation>>;

export interface OperationChoice {
	name: string;
	value: string;
	action: string;
	description: string;
}

/** The Operation dropdown of one resource. */
export function operationSelector(resource: string, options: OperationChoice[]): INodeProperties {
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
}

/** Every operation's parameters, for the node's property list. */
export const operationParameters = (resources: ResourceOperations): INodeProperties[] =>
	Object.values(resources).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.description));

/**
 * The item loop every action node shares: one operation call per input item, each output
 * paired with its input, failures either thrown with their item index or, with Continue On
 * Fail, turned into an error item.
 */
export async function route(this: IExecuteFunctions, resources: ResourceOperations): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	// Resource and operation take no expressions: the same for every item, read once.
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const handler = resources[resource]?.[operation];
	if (!handler) throw new NodeOperationError(this.getNode(), `Operation "${operation}" of "${resource}" is not supported`);
	const output: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const result = await handler.execute.call(this, itemIndex);
			const produced =
				result instanceof OutputItems ? result.items : this.helpers.returnJsonArray(result as IDataObject | IDataObject[]);
			for (const item of produced) output.push({ ...item, pairedItem: { item: itemIndex } });
		} catch (error) {
			if (this.continueOnFail()) {
				output.push({ json: errorJson(error as Error), pairedItem: { item: itemIndex } });
				continue;
			}
			// Both constructors hand back an error of their own class unchanged, with its status and code.
			if (error instanceof NodeApiError) {
				error.context.itemIndex = itemIndex;
				throw new NodeApiError(this.getNode(), error as unknown as JsonObject, { itemIndex });
			}
			if (error instanceof NodeOperationError) error.context.itemIndex = itemIndex;
			throw new NodeOperationError(this.getNode(), error as Error, { itemIndex });
		}
	}
	return [output];
}

function errorJson(error: Error & { description?: string | null; httpCode?: string | null }): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	return json;
}
