import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { payrollRequest } from '../../api';
import { employeeId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Annual Accumulation',
	action: 'Get the annual accumulation of an employee',
	description:
		'Perceptions, taxable and exempt income, ISR and IMSS withheld and net paid in the year',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'record', what: 'the report' };

export const description = [employeeId];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'employeeId');
	return await payrollRequest.call(this, { method: 'GET', path: `/reports/annual/${id}` });
}
