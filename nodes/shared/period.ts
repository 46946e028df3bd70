import type { IDataObject } from 'n8n-workflow';

import { dateTime } from './parameters';
import type { Checks } from './validation';

interface PeriodOptions {
	/** Completes "Start of the period …", e.g. "reported" or "in which the links were created" */
	what?: string;
	/** Put before From and To, e.g. "Created" */
	label?: string;
	required?: boolean;
}

/** From / To of a list or a report (parameters `from` and `to`), optional unless `required`. */
export const periodParameters = ({ what, label, required }: PeriodOptions = {}) =>
	(['From', 'To'] as const).map((bound) =>
		dateTime(
			label ? `${label} ${bound}` : bound,
			bound.toLowerCase(),
			`${bound === 'From' ? 'Start' : 'End'} of the period${what ? ` ${what}` : ''}: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00`,
			required ? { required } : {},
		),
	);

/** The names of a period's start and end among the values, e.g. ['created_from', 'created_to']. */
type Bounds = [start: string, end: string];

function checkedPeriod(
	check: Checks,
	values: IDataObject,
	[start, end]: Bounds,
	read: (field: string, value: unknown) => string | undefined,
): IDataObject {
	const out = { ...values, [start]: read(start, values[start]), [end]: read(end, values[end]) };
	check.inOrder(start, out[start], end, out[end]);
	return out;
}

/** The values with their period checked: start and end as ISO 8601 moments, start not after end. */
export const periodQuery = (check: Checks, values: IDataObject, bounds: Bounds = ['from', 'to']) =>
	checkedPeriod(check, values, bounds, (field, value) => check.isoDate(field, value));

/** The values with their range of days checked: start and end as YYYY-MM-DD, start not after end. */
export const dayPeriod = (check: Checks, values: IDataObject, bounds: Bounds = ['from', 'to']) =>
	checkedPeriod(check, values, bounds, (field, value) => check.isoDay(field, value));
