import { recordOperations } from '../../../shared/crud';
import { payrollRecords } from '../../api';
import { employeeWrite } from './spec';

export const option = {
	name: 'Create',
	action: 'Create an employee',
	description: 'Register an employee with their tax, social security and bank data',
};

export const { description, execute } = recordOperations(payrollRecords).create(employeeWrite);
