import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { formatParameters, reportPeriodParameters, periodReport } from './request';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Cancellations',
	action: 'Get the cancellations report',
	description: 'Cancellations requested in a period',
	kind: 'read',
};

/** The document names a format for this report without listing its values: the income report's are offered. */
export const description: INodeProperties[] = [
	...reportPeriodParameters,
	...formatParameters(['json', 'pdf', 'xlsx', 'csv']),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await periodReport(this, itemIndex, 'cancellations');
}
