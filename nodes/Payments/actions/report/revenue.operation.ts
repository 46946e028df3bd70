import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { paymentsRequest } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { periodParameters, periodQuery } from '../../../shared/period';

export const option: OperationOption = {
	name: 'Get Revenue',
	action: 'Get the revenue report',
	description: 'Revenue of a period grouped by day, week or month',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'record', what: 'the report' };

export const description: INodeProperties[] = [
	...periodParameters({ what: 'reported', required: true }),
	{
		displayName: 'Group By',
		name: 'group_by',
		type: 'options',
		options: [
			{ name: 'Day', value: 'day' },
			{ name: 'Month', value: 'month' },
			{ name: 'Week', value: 'week' },
		],
		default: 'day',
		description: 'Length of each period in by_period: day, week or month',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const qs = periodQuery(check, {
		from: this.getNodeParameter('from', itemIndex),
		to: this.getNodeParameter('to', itemIndex),
		group_by: this.getNodeParameter('group_by', itemIndex),
	});
	check.required('from', qs.from);
	check.required('to', qs.to);
	return await paymentsRequest.call(this, { method: 'GET', path: '/reports/revenue', qs });
}
