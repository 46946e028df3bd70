import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { payrollRequest } from '../../api';
import { employeeId } from '../parameters';
import { deductionBody, deductionFields, deductionTypeParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a deduction for an employee',
	description: "Add a recurring or one-off deduction to an employee's pay",
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created deduction',
};

const [otherType, descriptionField, amount, frequency, startDate, endDate] = deductionFields;

export const description: INodeProperties[] = [
	employeeId,
	deductionTypeParameter(),
	otherType,
	{ ...descriptionField, required: true },
	{ ...amount, required: true },
	frequency,
	{ ...startDate, required: true },
	...collection('Additional Fields', 'additionalFields', 'Add Field', [endDate]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'employeeId');
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
	};
	for (const name of ['type', 'otherType', 'description', 'amount', 'frequency', 'start_date']) {
		fields[name] = this.getNodeParameter(name, itemIndex, '');
	}
	for (const name of ['description', 'amount', 'start_date']) check.required(name, fields[name]);
	const body = deductionBody(fields, check);
	return await payrollRequest.call(this, {
		method: 'POST',
		path: `/employees/${id}/deductions`,
		body,
	});
}
