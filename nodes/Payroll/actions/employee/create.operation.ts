import { recordOperations } from '../../../shared/crud';
import { payrollRecords } from '../../api';
import { employeeCreate } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an employee',
	description: 'Register an employee with their tax, social security and bank data',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(payrollRecords).create(employeeCreate);
