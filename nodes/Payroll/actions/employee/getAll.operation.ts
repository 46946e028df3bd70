import { recordOperations } from '../../../shared/crud';
import { choice, sortBy, text } from '../../../shared/parameters';
import { EMPLOYEE_STATUSES, payrollRecords } from '../../api';
import { simplifiedEmployeeKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many employees',
	description: 'List employees by status and department, or search them',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(payrollRecords).list({
	path: '/employees',
	filters: [
		text('Department', 'department', 'Only employees of this department'),
		text('Search', 'search', 'Matches the name, the RFC or the employee number'),
		choice(
			'Status',
			'status',
			EMPLOYEE_STATUSES,
			'Only employees in this state: active, inactive or terminated',
		),
	],
	sort: [sortBy('sort_by', ['department', 'hire_date', 'name'], 'name')],
	simplifiedKeys: simplifiedEmployeeKeys,
});
