import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { checks } from '../../../shared/validation';
import { payrollRequest } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { number } from '../../../shared/parameters';

export const option: OperationOption = {
	name: 'Get ISR Report',
	action: 'Get the ISR report',
	description: 'Income tax (ISR) withheld in a year or a month, for everyone or one employee',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'record', what: 'the report' };

export const description: INodeProperties[] = [
	number('Year', 'year', 'Year of the report, e.g. 2026', {
		default: 2026,
		required: true,
		typeOptions: { minValue: 2000, maxValue: 2100 },
	}),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		{
			displayName: 'Employee ID',
			name: 'employee_id',
			type: 'string',
			default: '',
			description: 'Only this employee, its ID from Employee → Get Many; empty for everyone',
		},
		number('Month', 'month', 'Only this month (1-12); without it, the whole year', {
			default: 1,
			typeOptions: { minValue: 1, maxValue: 12 },
		}),
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const year = this.getNodeParameter('year', itemIndex);
	const { month, employee_id } = this.getNodeParameter('additionalFields', itemIndex, {}) as {
		month?: number;
		employee_id?: unknown;
	};
	check.required('year', year);
	check.integerBetween('year', year, 2000, 2100);
	check.integerBetween('month', month, 1, 12);
	return await payrollRequest.call(this, {
		method: 'GET',
		path: '/reports/isr',
		qs: { year, month, employee_id: check.text('employee_id', employee_id) },
	});
}
