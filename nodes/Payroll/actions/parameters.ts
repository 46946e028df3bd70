import type { INodeProperties } from 'n8n-workflow';
import { choice, locator } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { isGiven } from '../../shared/values';
import { FREQUENCIES } from '../api';

/** Parameters and body rules several Payroll operations share. */

export const employeeId = locator(
	'Employee',
	'employeeId',
	'searchEmployees',
	'The employee: its ID from Employee → Get Many or Employee → Create',
	'emp_...',
);

export const payrollId = locator(
	'Payroll Period',
	'payrollId',
	'searchPayrollPeriods',
	'The payroll period: its ID from Payroll Period → Get Many or Payroll Period → Create',
	'pay_...',
);

/** A money amount in pesos: positive, at most two decimals. */
export function positiveAmount(check: Checks, field: string, value: unknown): number | undefined {
	if (!isGiven(value)) return undefined;
	const n = Number(value);
	if (!Number.isFinite(n) || n <= 0) check.fail(field, 'must be a positive amount');
	if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
		check.fail(field, 'must have at most two decimals');
	return n;
}

export const frequencyParameter = (
	description: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties =>
	choice('Frequency', 'frequency', FREQUENCIES, description, { default: 'biweekly', ...extra });
