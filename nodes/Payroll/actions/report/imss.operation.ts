import type { IExecuteFunctions } from 'n8n-workflow';

import { payrollRequest } from '../../api';

export const option = {
	name: 'Get IMSS Report',
	action: 'Get the IMSS report',
	description: 'Social security (IMSS) contributions',
};

/** Only reads: its items run several at once by default. */
export const readOnly = true;

/** The document shows no query for this report. */
export const description = [];

export async function execute(this: IExecuteFunctions) {
	return await payrollRequest.call(this, { method: 'GET', path: '/reports/imss' });
}
