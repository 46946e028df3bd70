import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { invoicingChecks } from '../parameters';
import { formatParameters, periodParameters, report } from './request';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Cancellations',
	action: 'Get the cancellations report',
	description: 'Cancellations requested in a period',
	kind: 'read',
};

/** The document names a format for this report without listing its values: the income report's are offered. */
export const description: INodeProperties[] = [
	...periodParameters,
	...formatParameters(['json', 'pdf', 'xlsx', 'csv']),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const date = invoicingChecks(check).day('date', this.getNodeParameter('date', itemIndex));
	check.required('date', date);
	return await report(this, itemIndex, 'cancellations', {
		period: this.getNodeParameter('period', itemIndex),
		date,
	});
}
