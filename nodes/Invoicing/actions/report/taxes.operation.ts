import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { formatParameters, reportOutput, reportPeriodParameters, periodReport } from './request';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Taxes',
	action: 'Get the tax report',
	description: 'VAT transferred and taxes withheld in a period',
	kind: 'read',
};

export const output: OperationOutput = reportOutput(['json', 'pdf', 'xlsx']);

export const description: INodeProperties[] = [
	...reportPeriodParameters,
	...formatParameters(['json', 'pdf', 'xlsx']),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await periodReport(this, itemIndex, 'taxes');
}
