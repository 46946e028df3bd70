import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { formatParameters, reportOutput, report } from './request';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Receivables',
	action: 'Get the receivables report',
	description: 'What clients still owe, by status and age',
	kind: 'read',
};

export const output: OperationOutput = reportOutput(['json', 'pdf', 'xlsx', 'csv']);

export const description: INodeProperties[] = [
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: [
			{ name: 'All', value: '' },
			{ name: 'Paid', value: 'paid' },
			{ name: 'Partial', value: 'partial' },
			{ name: 'Pending', value: 'pending' },
		],
		default: '',
		description: 'Only receivables in this state: pending, partial or paid; empty for all',
	},
	{
		displayName: 'Aging',
		name: 'aging',
		type: 'options',
		options: [
			{ name: '0–30 Days', value: '0-30' },
			{ name: '31–60 Days', value: '31-60' },
			{ name: '61–90 Days', value: '61-90' },
			{ name: 'All', value: '' },
			{ name: 'Over 90 Days', value: '90+' },
		],
		default: '',
		description: 'Only receivables of this age in days: 0-30, 31-60, 61-90 or 90+; empty for all',
	},
	...formatParameters(['json', 'pdf', 'xlsx', 'csv']),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await report(this, itemIndex, 'receivables', {
		status: this.getNodeParameter('status', itemIndex),
		aging: this.getNodeParameter('aging', itemIndex),
	});
}
