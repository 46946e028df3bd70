import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { payrollRequest } from '../../api';
import { employeeId } from '../parameters';

export const option = {
	name: 'Get Annual Accumulation',
	action: 'Get the annual accumulation of an employee',
	description:
		'Perceptions, taxable and exempt income, ISR and IMSS withheld and net paid in the year',
};

/** Only reads: its items run several at once by default. */
export const readOnly = true;

export const description = [employeeId];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'employeeId');
	return await payrollRequest.call(this, { method: 'GET', path: `/reports/annual/${id}` });
}
