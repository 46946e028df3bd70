import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationBody } from '../../../shared/crud';
import { collection } from '../../../shared/crud';
import { periodParameters, periodQuery } from '../../../shared/period';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { salesCrmRequest } from '../../api';

/** The period options of the pipeline and team reports. */
export const reportPeriod = periodParameters();

/**
 * A report is one GET: its `required` parameters and its Options are the query; the answer is
 * one item.
 */
export function reportOperation(report: {
	path: string;
	required?: INodeProperties[];
	options: INodeProperties[];
}): OperationBody {
	const required = report.required ?? [];
	return {
		description: [...required, ...collection('Options', 'options', 'Add Option', report.options)],
		output: { kind: 'record', what: 'the report' },
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const check = checks(this, itemIndex);
			const qs = dropEmpty(this.getNodeParameter('options', itemIndex, {}) as IDataObject);
			for (const { name } of required) {
				qs[name] = this.getNodeParameter(name, itemIndex, '');
				check.required(name, qs[name]);
			}
			return await salesCrmRequest.call(this, {
				method: 'GET',
				path: report.path,
				qs: periodQuery(check, qs),
			});
		},
	};
}
