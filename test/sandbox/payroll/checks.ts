import { ApiFailure } from '../server';
import type { Rec } from './state';
import { clabeValid } from './state';

export { pageWithTotals as paginate, queryOneOf as oneOf } from '../lists';

/** What the payroll simulation checks in a request: an employee's fields, a date range, list queries. */

export function checkEmployee(body: Rec) {
	if (typeof body.clabe === 'string' && !clabeValid(body.clabe)) {
		throw new ApiFailure(422, 'validation_error', 'Invalid clabe', [
			{ field: 'clabe', code: 'check_digit', message: 'wrong check digit' },
		]);
	}
	if (
		body.daily_salary !== undefined &&
		body.integrated_daily_salary !== undefined &&
		body.integrated_daily_salary < body.daily_salary
	) {
		throw new ApiFailure(422, 'validation_error', 'Invalid integrated_daily_salary', [
			{
				field: 'integrated_daily_salary',
				code: 'below_daily_salary',
				message: 'is below daily_salary',
			},
		]);
	}
}

export function checkRange(start: string | undefined, end: string | null | undefined) {
	if (start && end && end < start)
		throw new ApiFailure(422, 'validation_error', 'end_date is before start_date', [
			{ field: 'end_date', code: 'range', message: 'is before start_date' },
		]);
}

export function integer(query: Record<string, string>, name: string, min: number, max: number) {
	if (query[name] === undefined) return undefined;
	const n = Number(query[name]);
	if (!Number.isInteger(n) || n < min || n > max)
		throw new ApiFailure(
			400,
			'invalid_parameter',
			`${name} must be a whole number from ${min} to ${max}`,
		);
	return n;
}
