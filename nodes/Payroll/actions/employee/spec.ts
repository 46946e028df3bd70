import type { WriteSpec } from '../../../shared/crud';
import { employeeBody, employeeId, employeeOptional, employeeRequired } from '../parameters';

/** Create and Update of an employee: the same fields and rules (the update body is not shown: the create fields, partially). */
export const employeeWrite: WriteSpec = {
	path: '/employees',
	id: employeeId,
	required: employeeRequired,
	optional: employeeOptional,
	toBody: (fields, check) => employeeBody(fields, check),
};
