import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { invoicingChecks } from '../parameters';
import { formatParameters, periodParameters, report } from './request';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Income',
	action: 'Get the income report',
	description: 'Income, credit notes and net income of a period',
	kind: 'read',
};

export const description: INodeProperties[] = [
	...periodParameters,
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
	const check = checks(this, itemIndex);
	const date = invoicingChecks(check).day('date', this.getNodeParameter('date', itemIndex));
	check.required('date', date);
	return await report(this, itemIndex, 'income', {
		period: this.getNodeParameter('period', itemIndex),
		date,
		group_by: this.getNodeParameter('group_by', itemIndex),
	});
}
