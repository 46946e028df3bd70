import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { mexicanIds } from '../../shared/mexicanIds';
import { choice, locator, pathId, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { dropEmpty, isGiven } from '../../shared/values';
import { DEDUCTION_TYPES, FREQUENCIES, payrollRequest } from '../api';

/** Parameters and body rules several Payroll operations share. */

export const employeeId = locator(
	'Employee',
	'employeeId',
	'searchEmployees',
	'The employee',
	'emp_...',
);

export const payrollId = locator(
	'Payroll Period',
	'payrollId',
	'searchPayrollPeriods',
	'The payroll period',
	'pay_...',
);

export const deductionId = text(
	'Deduction ID',
	'deductionId',
	'ID of the deduction, as Deduction → Get Many lists it',
	{ required: true, placeholder: 'ded_...' },
);

/** Simplify keeps what a workflow usually reads of an employee. */
export const simplifiedEmployeeKeys = [
	'id',
	'employee_number',
	'name',
	'rfc',
	'department',
	'position',
	'status',
	'hire_date',
	'daily_salary',
];

/** An ISO date or date-time as the date the API takes (YYYY-MM-DD), as written; undefined when not given. */
export const dateOnly = (check: Checks, field: string, value: unknown) =>
	check.isoDate(field, value)?.slice(0, 10);

/** A money amount in pesos: positive, at most two decimals. */
export function positiveAmount(check: Checks, field: string, value: unknown): number | undefined {
	if (!isGiven(value)) return undefined;
	const n = Number(value);
	if (!Number.isFinite(n) || n <= 0) check.fail(field, 'must be a positive amount');
	if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
		check.fail(field, 'must have at most two decimals');
	return n;
}

/** `start` not after `end`, both given as YYYY-MM-DD. */
export function inOrder(
	check: Checks,
	startField: string,
	start: string | undefined,
	endField: string,
	end: string | undefined,
) {
	if (start && end && start > end) check.fail(endField, `must not be before ${startField}`);
}

const money = (
	displayName: string,
	name: string,
	description: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties => ({
	displayName,
	name,
	type: 'number',
	default: 0,
	typeOptions: { minValue: 0, numberPrecision: 2 },
	description,
	...extra,
});

const date = (
	displayName: string,
	name: string,
	description: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties => ({
	displayName,
	name,
	type: 'dateTime',
	default: '',
	description,
	...extra,
});

/** Employee fields the Create step asks for up front. */
export const employeeRequired: INodeProperties[] = [
	text('Name', 'name', 'Full name of the employee', { required: true }),
	text('RFC', 'rfc', 'Tax ID of the employee: 13 characters for a person', {
		required: true,
		placeholder: 'e.g. GODE561231GR8',
	}),
	text('CURP', 'curp', 'Population registry key: 18 characters', {
		required: true,
		placeholder: 'e.g. GODE561231HDFRRN09',
	}),
	text('NSS', 'nss', 'Social security (IMSS) number: 11 digits', {
		required: true,
		placeholder: 'e.g. 12345678901',
	}),
	date('Hire Date', 'hire_date', 'Day the employment started', { required: true }),
	money('Daily Salary', 'daily_salary', 'Daily salary in pesos (salario diario)', {
		required: true,
	}),
];

export const employeeOptional: INodeProperties[] = [
	text('Bank', 'bank', 'Bank of the payroll account, e.g. its SAT code 012'),
	text('CLABE', 'clabe', 'Interbank account number: 18 digits, the last a check digit', {
		placeholder: 'e.g. 002010077777777771',
	}),
	text(
		'Contract Type',
		'contract_type',
		'Contract type as the service names it, e.g. the SAT catalogue code 01 for an open-ended contract',
	),
	text('Department', 'department', 'Department the employee works in'),
	text('Employee Number', 'employee_number', 'Your own number for the employee'),
	money(
		'Integrated Daily Salary',
		'integrated_daily_salary',
		'Integrated daily salary in pesos (salario diario integrado, the IMSS base); not below the daily salary',
	),
	text('Position', 'position', 'Job title'),
	text(
		'Work Shift',
		'work_shift',
		'Work shift as the service names it, e.g. the SAT catalogue code 01 for a day shift',
	),
];

/** Employee fields as the API takes them, with the documented rules checked; `partial` on update. */
export function employeeBody(fields: IDataObject, check: Checks): IDataObject {
	const ids = mexicanIds(check);
	const body = dropEmpty({
		...fields,
		name: typeof fields.name === 'string' ? fields.name.trim() : fields.name,
		rfc: ids.rfc('rfc', fields.rfc),
		curp: ids.curp('curp', fields.curp),
		nss: ids.nss('nss', fields.nss),
		clabe: ids.clabe('clabe', fields.clabe),
		hire_date: dateOnly(check, 'hire_date', fields.hire_date),
		daily_salary: positiveAmount(check, 'daily_salary', fields.daily_salary),
		integrated_daily_salary: positiveAmount(
			check,
			'integrated_daily_salary',
			fields.integrated_daily_salary,
		),
	});
	const [daily, integrated] = [body.daily_salary, body.integrated_daily_salary] as Array<
		number | undefined
	>;
	if (daily !== undefined && integrated !== undefined && integrated < daily) {
		check.fail('integrated_daily_salary', `must not be below the daily salary (${daily})`);
	}
	return body;
}

export const deductionTypeParameter = (extra: Partial<INodeProperties> = {}): INodeProperties =>
	choice('Type', 'type', [...DEDUCTION_TYPES, 'other'], 'Kind of deduction', {
		default: 'infonavit',
		...extra,
	});

export const frequencyParameter = (
	description: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties =>
	choice('Frequency', 'frequency', FREQUENCIES, description, { default: 'biweekly', ...extra });

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
	frequencyParameter('How often the deduction applies'),
	date('Start Date', 'start_date', 'First day the deduction applies'),
	date(
		'End Date',
		'end_date',
		'Last day the deduction applies; leave empty for an open-ended deduction',
	),
];

/** Deduction fields as the API takes them; on update `openEnded` sends end_date null. */
export function deductionBody(fields: IDataObject, check: Checks): IDataObject {
	const { otherType, openEnded, ...rest } = fields;
	const body = dropEmpty({
		...rest,
		type: rest.type === 'other' && isGiven(otherType) ? String(otherType).trim() : rest.type,
		amount: positiveAmount(check, 'amount', rest.amount),
		start_date: dateOnly(check, 'start_date', rest.start_date),
		end_date: dateOnly(check, 'end_date', rest.end_date),
	});
	inOrder(
		check,
		'start_date',
		body.start_date as string | undefined,
		'end_date',
		body.end_date as string | undefined,
	);
	if (openEnded === true) {
		if (body.end_date !== undefined)
			check.fail('openEnded', 'cannot be set together with an End Date');
		body.end_date = null;
	}
	return body;
}

/** Calculate and Approve: a POST without body on the period; the response is not shown, so without one the node says what it did. */
export const periodStep = (step: 'calculate' | 'approve', done: 'calculated' | 'approved') =>
	async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject> {
		const id = pathId(this, itemIndex, 'payrollId');
		return (
			(await payrollRequest.call(this, { method: 'POST', path: `/payrolls/${id}/${step}` })) ?? {
				id: decodeURIComponent(id),
				[done]: true,
			}
		);
	};
