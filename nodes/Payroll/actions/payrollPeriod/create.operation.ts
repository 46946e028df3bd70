import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { choice, dateTime } from '../../../shared/parameters';
import { dayPeriod } from '../../../shared/period';
import { checks } from '../../../shared/validation';
import { PERIOD_TYPES, payrollRequest } from '../../api';
import { frequencyParameter } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a payroll period',
	description: 'Open a payroll period in draft',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created payroll period',
};

export const description: INodeProperties[] = [
	choice(
		'Type',
		'type',
		PERIOD_TYPES,
		'Ordinary pay, the year-end bonus (aguinaldo), profit sharing (PTU) or a settlement',
		{ default: 'ordinary' },
	),
	frequencyParameter('How often this payroll is paid: weekly, biweekly, semimonthly or monthly'),
	dateTime(
		'Start Date',
		'start_date',
		'First day the period covers: a date as YYYY-MM-DD, e.g. 2026-03-02',
		{ required: true },
	),
	dateTime(
		'End Date',
		'end_date',
		'Last day the period covers: a date as YYYY-MM-DD, e.g. 2026-03-02',
		{ required: true },
	),
	dateTime(
		'Payment Date',
		'payment_date',
		'Day the employees are paid: a date as YYYY-MM-DD, e.g. 2026-03-02',
		{ required: true },
	),
	{
		displayName: 'More Fields',
		name: 'moreFields',
		type: 'json',
		default: '{}',
		description:
			'Further fields of the period as the service takes them (the document does not show the creation body), e.g. {"period_number": 3}',
	},
];

const NAMED = ['type', 'frequency', 'start_date', 'end_date', 'payment_date'];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const day = (name: string) => this.getNodeParameter(name, itemIndex, '');
	const days = { start_date: day('start_date'), end_date: day('end_date') };
	const body: IDataObject = {
		type: this.getNodeParameter('type', itemIndex),
		frequency: this.getNodeParameter('frequency', itemIndex),
		...dayPeriod(check, days, ['start_date', 'end_date']),
		payment_date: check.isoDay('payment_date', day('payment_date')),
	};
	for (const name of ['start_date', 'end_date', 'payment_date']) check.required(name, body[name]);
	check.inOrder('start_date', body.start_date, 'payment_date', body.payment_date);
	const more = check.jsonObject('moreFields', this.getNodeParameter('moreFields', itemIndex, '{}'));
	const repeated = Object.keys(more).find((key) => NAMED.includes(key));
	if (repeated) check.fail('moreFields', `must not repeat ${repeated}: set it in its own field`);
	return await payrollRequest.call(this, {
		method: 'POST',
		path: '/payrolls',
		body: { ...more, ...body },
	});
}
