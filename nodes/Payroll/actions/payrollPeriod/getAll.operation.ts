import { recordOperations } from '../../../shared/crud';
import { choice, number } from '../../../shared/parameters';
import { PERIOD_STATUSES, PERIOD_TYPES, payrollRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many payroll periods',
	description: 'List payroll periods by year, month, status and type',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(payrollRecords).list({
	path: '/payrolls',
	filters: [
		number('Month', 'month', 'Only periods of this month (1-12)', {
			default: 1,
			typeOptions: { minValue: 1, maxValue: 12 },
		}),
		choice(
			'Status',
			'status',
			PERIOD_STATUSES,
			'Only periods in this state: draft, calculated, approved or stamped',
		),
		choice(
			'Type',
			'type',
			PERIOD_TYPES,
			'Only periods of this type: ordinary, aguinaldo, ptu or settlement',
		),
		number('Year', 'year', 'Only periods of this year, e.g. 2026', {
			default: 2026,
			typeOptions: { minValue: 2000, maxValue: 2100 },
		}),
	],
	query(check, filters) {
		check.integerBetween('year', filters.year, 2000, 2100);
		check.integerBetween('month', filters.month, 1, 12);
		return filters;
	},
});
