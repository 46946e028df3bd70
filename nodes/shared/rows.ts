import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Checks } from './validation';

/** The rows a user entered in a rows parameter (a fixedCollection of multiple values): its `row` entries, none when empty. */
export function rowsOf(collection: unknown, row: string): IDataObject[] {
	const rows = collection && typeof collection === 'object' ? (collection as IDataObject)[row] : [];
	return Array.isArray(rows) ? (rows as IDataObject[]) : [];
}

/** The rows of the item's rows parameter `name`, each a `row`. */
export const enteredRows = (ctx: IExecuteFunctions, itemIndex: number, name: string, row: string) =>
	rowsOf(ctx.getNodeParameter(name, itemIndex, {}), row);

/**
 * Where a list is entered either way: the dropdown `input` (its value 'json' for one JSON array),
 * the rows parameter `rows` (each a `row`) and the JSON parameter `json`.
 */
export interface RowsOrJsonNames {
	input: string;
	rows: string;
	row: string;
	json: string;
}

/**
 * The dropdown of a list entered either way: in fields below (the value `rowsValue`, which saved
 * workflows hold: 'fields', or 'list' for line items) or as one JSON array ('json'). `ways` may say
 * what each way suits.
 */
export function rowsOrJsonInput(
	input: Pick<INodeProperties, 'displayName' | 'name' | 'description' | 'displayOptions'>,
	rowsValue: 'fields' | 'list' = 'fields',
	ways: { rows?: string; json?: string } = {},
): INodeProperties {
	const way = (name: string, value: string, description?: string) =>
		description ? { name, value, description } : { name, value };
	return {
		...input,
		type: 'options',
		options: [
			way('Using Fields Below', rowsValue, ways.rows),
			way('Using JSON', 'json', ways.json),
		],
		default: rowsValue,
		builderHint: {
			propertyHint: "'json': the whole list as one JSON array, e.g. from earlier data",
		},
	};
}

/**
 * A list entered one row at a time or given as one JSON array, as the input dropdown says: the
 * rows (JSON rows as the API takes them, unchecked: each may be anything; entered rows through
 * `fromRow`, which turns what the panel typed into that form) and the parameter that holds them,
 * for errors.
 */
export function rowsOrJson(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
	names: RowsOrJsonNames,
	fromRow: (row: IDataObject, n: number) => IDataObject = (row) => row,
): { rows: unknown[]; field: string } {
	if (ctx.getNodeParameter(names.input, itemIndex, '') !== 'json')
		return {
			rows: enteredRows(ctx, itemIndex, names.rows, names.row).map(fromRow),
			field: names.rows,
		};
	const given = ctx.getNodeParameter(names.json, itemIndex, '[]');
	return { rows: check.jsonArray(names.json, given), field: names.json };
}
