import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Checks } from '../../../shared/validation';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { salesCrmRequest } from '../../api';

/** The period options of the pipeline and team reports. */
export const reportPeriod: INodeProperties[] = [
	{
		displayName: 'From',
		name: 'from',
		type: 'dateTime',
		default: '',
		description: 'Start of the period',
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'dateTime',
		default: '',
		description: 'End of the period',
	},
];

/**
 * A report is one GET: its Options, and the `required` parameters before them, as the query;
 * the answer is one item.
 */
export async function getReport(
	ctx: IExecuteFunctions,
	itemIndex: number,
	report: { path: string; required?: string[]; validate?(check: Checks, qs: IDataObject): void },
): Promise<IDataObject> {
	const check = checks(ctx, itemIndex);
	const qs = dropEmpty(ctx.getNodeParameter('options', itemIndex, {}) as IDataObject);
	for (const name of report.required ?? []) {
		qs[name] = ctx.getNodeParameter(name, itemIndex, '');
		check.required(name, qs[name]);
	}
	for (const date of ['from', 'to']) if (date in qs) qs[date] = check.isoDate(date, qs[date]);
	report.validate?.(check, qs);
	return await salesCrmRequest.call(ctx, { method: 'GET', path: report.path, qs });
}
