import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../../shared/router';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { salesCrm } from '../../api';
import type { Checks } from '../../../shared/crud';
import { choice, dropdown, given, show } from '../../../shared/parameters';

/** The three reports share one shape: a GET with query parameters, the result as one item. */

const period: INodeProperties[] = [
	{ displayName: 'From', name: 'from', type: 'dateTime', default: '', description: 'Start of the period' },
	{ displayName: 'To', name: 'to', type: 'dateTime', default: '', description: 'End of the period' },
];

const pipelineFilter = dropdown('Pipeline Name or ID', 'pipeline_id', 'getPipelines');

function report(
	operation: string,
	path: string,
	required: INodeProperties[],
	options: INodeProperties[],
	validate: (check: Checks, qs: IDataObject) => void = () => undefined,
): Operation {
	return {
		description: show('report', operation, [
			...required,
			{ displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {}, options },
		]),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const check = checks(this, itemIndex);
			const qs = given(this.getNodeParameter('options', itemIndex, {}) as IDataObject);
			for (const field of required) {
				qs[field.name] = this.getNodeParameter(field.name, itemIndex, '');
				check.required(field.name, qs[field.name]);
			}
			for (const date of ['from', 'to']) if (date in qs) qs[date] = check.isoDate(date, qs[date]);
			validate(check, qs);
			return await apiRequest.call(this, salesCrm, { method: 'GET', path, qs });
		},
	};
}

const GROUP_BY = ['stage', 'owner', 'vertical', 'month'] as const;
const PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
const FORECAST_TYPES = ['weighted', 'best_case', 'committed'] as const;

export const reportOperations: Record<string, Operation> = {
	forecast: report('forecast', '/reports/forecast', [], [
		pipelineFilter,
		choice('Period', 'period', PERIODS, 'Length of each forecast period'),
		choice('Type', 'type', FORECAST_TYPES, 'Weighted (value × stage probability), best case (every open deal) or committed'),
	], (check, qs) => {
		check.oneOf('period', qs.period, PERIODS);
		check.oneOf('type', qs.type, FORECAST_TYPES);
	}),
	pipeline: report('pipeline', '/reports/pipeline', [{ ...pipelineFilter, required: true }], [
		...period,
		choice('Group By', 'group_by', GROUP_BY, 'How to break the figures down'),
	], (check, qs) => check.oneOf('group_by', qs.group_by, GROUP_BY)),
	team: report('team', '/reports/team', [], [...period, pipelineFilter]),
};
