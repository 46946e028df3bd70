import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { mexicanIds } from '../../../shared/mexicanIds';
import { choice, dateTime, text } from '../../../shared/parameters';
import { money } from '../../../shared/money';
import type { Checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { EMPLOYEE_STATUSES } from '../../api';
import { employeeId, positiveAmount } from '../parameters';

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

/** Employee fields the Create step asks for up front. */
export const employeeRequired: INodeProperties[] = [
	text('Name', 'name', 'Full name of the employee', { required: true }),
	text(
		'RFC',
		'rfc',
		'Tax ID (RFC) of the employee: 13 characters for a person, e.g. GODE561231GR8',
		{
			required: true,
			placeholder: 'e.g. GODE561231GR8',
		},
	),
	text('CURP', 'curp', 'Population registry key: 18 characters, e.g. GODE561231HDFRRN09', {
		required: true,
		placeholder: 'e.g. GODE561231HDFRRN09',
	}),
	text('NSS', 'nss', 'Social security (IMSS) number: 11 digits, e.g. 12345678901', {
		required: true,
		placeholder: 'e.g. 12345678901',
	}),
	dateTime(
		'Hire Date',
		'hire_date',
		'Day the employment started: a date as YYYY-MM-DD, e.g. 2026-03-02',
		{ required: true },
	),
	money('Daily Salary', 'daily_salary', 'Daily salary in pesos (salario diario)', {
		required: true,
	}),
];

export const employeeOptional: INodeProperties[] = [
	text('Bank', 'bank', 'Bank of the payroll account, e.g. its SAT code 012'),
	text(
		'CLABE',
		'clabe',
		'Interbank account number: 18 digits, the last a check digit, e.g. 002010077777777771',
		{
			placeholder: 'e.g. 002010077777777771',
		},
	),
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
		hire_date: check.isoDay('hire_date', fields.hire_date),
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

/** Create and Update of an employee: the same fields and rules (the update body is not shown: the create fields, partially). */
export const employeeWrite: WriteSpec = {
	path: '/employees',
	id: employeeId,
	required: employeeRequired,
	optional: employeeOptional,
	toBody: (fields, check) => employeeBody(fields, check),
};

/** Create also takes the employee's status (document 000 lists it among the create body's fields). */
export const employeeCreate: WriteSpec = {
	...employeeWrite,
	optional: [
		...employeeOptional,
		choice(
			'Status',
			'status',
			EMPLOYEE_STATUSES,
			'State of the employment; the service starts new employees as active',
		),
	],
};
