import { recordOperations } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { EMPLOYEE_STATUSES, payrollRecords } from '../../api';
import { simplifiedEmployeeKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many employees',
	description: 'List employees by status and department, or search them',
	kind: 'read',
};

export const { description, execute } = recordOperations(payrollRecords).list({
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
	sort: [
		{
			displayName: 'Sort By',
			name: 'sort_by',
			type: 'options',
			options: [
				{ name: 'Department', value: 'department' },
				{ name: 'Hire Date', value: 'hire_date' },
				{ name: 'Name', value: 'name' },
			],
			default: 'name',
			description: 'Field the list is ordered by: name, hire_date or department',
		},
	],
	simplifiedKeys: simplifiedEmployeeKeys,
});
