import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { Checks } from './validation';

/** From / To of a list or a report, both optional; `what` completes "Start of the period …". */
export const periodParameters = (what?: string): INodeProperties[] =>
	(['From', 'To'] as const).map((label) => ({
		displayName: label,
		name: label.toLowerCase(),
		type: 'dateTime',
		default: '',
		description: `${label === 'From' ? 'Start' : 'End'} of the period${what ? ` ${what}` : ''}: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00`,
	}));

/** The query with its period checked: From and To as ISO 8601, From not after To. */
export function periodQuery(check: Checks, qs: IDataObject): IDataObject {
	const out = { ...qs, from: check.isoDate('from', qs.from), to: check.isoDate('to', qs.to) };
	if (out.from && out.to && Date.parse(out.from) > Date.parse(out.to))
		check.fail('from', 'must not be after To');
	return out;
}
