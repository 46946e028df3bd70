import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { RowsOrJsonNames } from './rows';
import { rowsOrJson, rowsOrJsonInput } from './rows';
import type { Checks } from './validation';

/**
 * Line items entered one by one below (a rows parameter) or given as one JSON array, as the
 * input dropdown says: the dropdown, when the parameters of each way show, and the reader both
 * nodes with line items use.
 */

/** Show a parameter only when the line items are entered as `how` says. */
export const whenEntered = (names: RowsOrJsonNames, how: 'list' | 'json') => ({
	show: { [names.input]: [how] },
});

/** Whether line items are entered one by one below or given as one JSON array. */
export const lineItemsInput = (
	displayName: string,
	name: string,
	below: string,
	fromJson: string,
): INodeProperties =>
	rowsOrJsonInput(
		{
			displayName,
			name,
			description:
				'Whether the line items are entered one by one below (list) or given as one JSON array (JSON)',
		},
		'list',
		{ rows: below, json: fromJson },
	);

/**
 * The item's line items, at least one and each an object, each checked and converted by `line`,
 * given the path that names it in errors (e.g. `conceptos[0]`).
 */
export function readLineItems<T>(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
	names: RowsOrJsonNames,
	line: (check: Checks, row: IDataObject, at: string) => T,
): T[] {
	const { rows, field } = rowsOrJson(ctx, itemIndex, check, names);
	if (rows.length === 0) check.fail(field, 'add at least one line item');
	return rows.map((row, n) => {
		if (!row || typeof row !== 'object' || Array.isArray(row))
			return check.fail(`${field}[${n}]`, 'must be an object with the fields of a line item');
		return line(check, row as IDataObject, `${field}[${n}]`);
	});
}
