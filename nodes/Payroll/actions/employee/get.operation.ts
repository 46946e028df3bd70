import { recordOperations } from '../../../shared/crud';
import { payrollRecords } from '../../api';
import { employeeId } from '../parameters';
import { simplifiedEmployeeKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get an employee',
	description: 'Get one employee',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(payrollRecords).get({
	path: '/employees',
	id: employeeId,
	simplifiedKeys: simplifiedEmployeeKeys,
});
