import type { WriteSpec } from '../../../shared/crud';
import { choice } from '../../../shared/parameters';
import { EMPLOYEE_STATUSES } from '../../api';
import { employeeBody, employeeId, employeeOptional, employeeRequired } from '../parameters';

/** Create and Update of an employee: the same fields and rules (the update body is not shown: the create fields, partially). */
export const employeeWrite: WriteSpec = {
	path: '/employees',
	id: employeeId,
	required: employeeRequired,
	optional: employeeOptional,
	toBody: (fields, check) => employeeBody(fields, check),
};

/** Create also takes the employee's status (document 000 lists it among the create body's fields). */
export const employeeCreate: WriteSpec = {
	...employeeWrite,
	optional: [
		...employeeOptional,
		choice(
			'Status',
			'status',
			EMPLOYEE_STATUSES,
			'State of the employment; the service starts new employees as active',
		),
	],
};
