import { periodParameters, periodQuery } from '../../../shared/period';
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { Checks } from '../../../shared/validation';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { salesCrmRequest } from '../../api';

/** The period options of the pipeline and team reports. */
export const reportPeriod = periodParameters();

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
	const query = periodQuery(check, qs);
	report.validate?.(check, query);
	return await salesCrmRequest.call(ctx, { method: 'GET', path: report.path, qs: query });
}
