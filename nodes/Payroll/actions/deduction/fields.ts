import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { choice, dateTime, text } from '../../../shared/parameters';
import { money } from '../../../shared/money';
import type { Checks } from '../../../shared/validation';
import { dropEmpty, isGiven } from '../../../shared/values';
import { DEDUCTION_TYPES } from '../../api';
import { frequencyParameter, positiveAmount } from '../parameters';
import { dayPeriod } from '../../../shared/period';

export const deductionId = text(
	'Deduction ID',
	'deductionId',
	'ID of the deduction, as Deduction → Get Many lists it',
	{ required: true, placeholder: 'ded_...' },
);

export const deductionTypeParameter = (extra: Partial<INodeProperties> = {}): INodeProperties =>
	choice(
		'Type',
		'type',
		[...DEDUCTION_TYPES, 'other'],
		'Kind of deduction: imss, isr, infonavit, savings_fund or other',
		{
			default: 'infonavit',
			...extra,
		},
	);

export const deductionFields: INodeProperties[] = [
	text(
		'Other Type',
		'otherType',
		'The type as the service names it, when it is none of the listed ones; empty sends "other"',
		{
			displayOptions: { show: { type: ['other'] } },
		},
	),
	text('Description', 'description', 'What the deduction is for, e.g. the INFONAVIT credit number'),
	money('Amount', 'amount', 'Amount in pesos deducted each time'),
	frequencyParameter('How often the deduction applies: weekly, biweekly, semimonthly or monthly'),
	dateTime(
		'Start Date',
		'start_date',
		'First day the deduction applies: a date as YYYY-MM-DD, e.g. 2026-03-02',
	),
	dateTime(
		'End Date',
		'end_date',
		'Last day the deduction applies: a date as YYYY-MM-DD, e.g. 2026-03-02; leave empty for an open-ended deduction',
	),
];

/** Deduction fields as the API takes them; on update `openEnded` sends end_date null. */
export function deductionBody(fields: IDataObject, check: Checks): IDataObject {
	const { otherType, openEnded, ...rest } = fields;
	const amount = positiveAmount(check, 'amount', rest.amount);
	const body = dropEmpty({
		...dayPeriod(check, rest, ['start_date', 'end_date']),
		type: rest.type === 'other' && isGiven(otherType) ? String(otherType).trim() : rest.type,
		amount,
	});
	if (openEnded === true) {
		if (body.end_date !== undefined)
			check.fail('openEnded', 'cannot be set together with an End Date');
		body.end_date = null;
	}
	return body;
}
