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

/** The query with its period checked: From and To as ISO 8601, From not after To. */
export function periodQuery(check: Checks, qs: IDataObject): IDataObject {
	const out = { ...qs, from: check.isoDate('from', qs.from), to: check.isoDate('to', qs.to) };
	check.inOrder('from', out.from, 'to', out.to);
	return out;
}
