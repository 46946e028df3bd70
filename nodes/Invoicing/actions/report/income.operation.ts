import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { formatParameters, reportOutput, reportPeriodParameters, periodReport } from './request';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Income',
	action: 'Get the income report',
	description: 'Income, credit notes and net income of a period',
	kind: 'read',
};

export const output: OperationOutput = reportOutput(['json', 'pdf', 'xlsx', 'csv']);

export const description: INodeProperties[] = [
	...reportPeriodParameters,
	{
		displayName: 'Group By',
		name: 'group_by',
		type: 'options',
		options: [
			{ name: 'Client', value: 'client' },
			{ name: 'Month', value: 'month' },
			{ name: 'Product', value: 'product' },
		],
		default: 'client',
		description: 'How the breakdown is grouped: client, product or month',
	},
	...formatParameters(['json', 'pdf', 'xlsx', 'csv']),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await periodReport(this, itemIndex, 'income', {
		group_by: this.getNodeParameter('group_by', itemIndex),
	});
}
