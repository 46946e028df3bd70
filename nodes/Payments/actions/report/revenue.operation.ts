import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { paymentsRequest } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Revenue',
	action: 'Get the revenue report',
	description: 'Revenue of a period grouped by day, week or month',
	kind: 'read',
};

export const description: INodeProperties[] = [
	{
		displayName: 'From',
		name: 'from',
		type: 'dateTime',
		default: '',
		required: true,
		description:
			'Start of the reported period: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'dateTime',
		default: '',
		required: true,
		description:
			'End of the reported period: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
	},
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
	const qs = {
		from: check.isoDate('from', this.getNodeParameter('from', itemIndex)),
		to: check.isoDate('to', this.getNodeParameter('to', itemIndex)),
		group_by: this.getNodeParameter('group_by', itemIndex),
	};
	check.required('from', qs.from);
	check.required('to', qs.to);
	if (Date.parse(qs.from!) > Date.parse(qs.to!)) check.fail('from', 'must not be after to');
	return await paymentsRequest.call(this, { method: 'GET', path: '/reports/revenue', qs });
}
