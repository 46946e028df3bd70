import type { IExecuteFunctions } from 'n8n-workflow';

import { payrollRequest } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get IMSS Report',
	action: 'Get the IMSS report',
	description: 'Social security (IMSS) contributions',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'record', what: 'the report' };

/** The document shows no query for this report. */
export const description = [];

export async function execute(this: IExecuteFunctions) {
	return await payrollRequest.call(this, { method: 'GET', path: '/reports/imss' });
}
