import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { dateTime, pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { payrollRequest } from '../../api';
import { employeeId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Terminate',
	action: 'Terminate an employee',
	description:
		'End the employment: files the social-security (IMSS) termination and computes the severance',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the employee',
};

export const description: INodeProperties[] = [
	employeeId,
	dateTime(
		'Termination Date',
		'termination_date',
		'Last day of the employment: a date as YYYY-MM-DD, e.g. 2026-03-02',
		{ required: true },
	),
	text('Reason', 'reason', 'Why the employment ends, e.g. resignation', { required: true }),
	text('Notes', 'notes', 'Anything else to record with the termination', {
		typeOptions: { rows: 3 },
	}),
	{
		displayName:
			"Terminating files the employee's social-security termination and computes the severance: it cannot be undone from here",
		name: 'notice',
		type: 'notice',
		default: '',
	},
];

/** Not retried (a write with effects outside the service): a lost answer is checked with Employee → Get. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'employeeId');
	const reason = String(this.getNodeParameter('reason', itemIndex, '')).trim();
	const termination_date = check.isoDay(
		'termination_date',
		this.getNodeParameter('termination_date', itemIndex),
	);
	check.required('termination_date', termination_date);
	check.required('reason', reason);
	const body = dropEmpty({
		termination_date,
		reason,
		notes: this.getNodeParameter('notes', itemIndex, '') as string,
	});
	return await payrollRequest.call(this, {
		method: 'POST',
		path: `/employees/${id}/terminate`,
		body,
	});
}
