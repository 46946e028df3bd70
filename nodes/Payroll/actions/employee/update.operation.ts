import { recordOperations } from '../../../shared/crud';
import { payrollRecords } from '../../api';
import { employeeWrite } from './spec';

export const option = {
	name: 'Update',
	action: 'Update an employee',
	description: 'Change fields of an employee; the others stay',
};

export const { description, execute } = recordOperations(payrollRecords).update(employeeWrite);
