import { recordOperations } from '../../../shared/crud';
import { payrollRecords } from '../../api';
import { employeeId, simplifiedEmployeeKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get an employee', description: 'Get one employee' };

export const { description, execute } = recordOperations(payrollRecords).get({
	path: '/employees',
	id: employeeId,
	simplifiedKeys: simplifiedEmployeeKeys,
});
