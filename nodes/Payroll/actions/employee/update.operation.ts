import { recordOperations } from '../../../shared/crud';
import { payrollRecords } from '../../api';
import { employeeWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update an employee',
	description: 'Change fields of an employee; the others stay',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(payrollRecords).update(employeeWrite);
