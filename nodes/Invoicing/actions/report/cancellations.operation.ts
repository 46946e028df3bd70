import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { formatParameters, reportOutput, reportPeriodParameters, periodReport } from './request';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Cancellations',
	action: 'Get the cancellations report',
	description: 'Cancellations requested in a period',
	kind: 'read',
};

export const output: OperationOutput = reportOutput(['json', 'pdf', 'xlsx', 'csv']);

/** The document names a format for this report without listing its values: the income report's are offered. */
export const description: INodeProperties[] = [
	...reportPeriodParameters,
	...formatParameters(['json', 'pdf', 'xlsx', 'csv']),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await periodReport(this, itemIndex, 'cancellations');
}
