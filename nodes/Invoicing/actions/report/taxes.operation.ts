import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { invoicingChecks } from '../parameters';
import { formatParameters, periodParameters, report } from './request';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Taxes',
	action: 'Get the tax report',
	description: 'VAT transferred and taxes withheld in a period',
	kind: 'read',
};

export const description: INodeProperties[] = [
	...periodParameters,
	...formatParameters(['json', 'pdf', 'xlsx']),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const date = invoicingChecks(check).day('date', this.getNodeParameter('date', itemIndex));
	check.required('date', date);
	return await report(this, itemIndex, 'taxes', {
		period: this.getNodeParameter('period', itemIndex),
		date,
	});
}
