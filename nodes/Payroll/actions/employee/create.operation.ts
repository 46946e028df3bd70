import { recordOperations } from '../../../shared/crud';
import { caseless, findFirstParameter } from '../../../shared/findBeforeCreate';
import { payrollRecords } from '../../api';
import { employeeCreate } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an employee',
	description: 'Register an employee with their tax, social security and bank data',
	kind: 'write',
};

/**
 * An employee already registered: the same RFC (one per taxpayer, so one per person), trimmed and
 * in any case, whatever the status. A terminated employee counts: the document does not say whether
 * their RFC may be registered again, and a service that keeps one employee per RFC (as the sandbox
 * does) would refuse another. The list's `search` looks in name, RFC and employee number as text: it
 * narrows the walk, the RFC decides. CURP and NSS do not count (the list cannot search by them): a
 * new RFC with a registered CURP is a clash the service's 409 shows, not the same hire.
 */
export const { description, execute, output } = recordOperations(payrollRecords).create(
	employeeCreate,
	{
		parameter: findFirstParameter('an employee', 'with the same RFC (any status, terminated too)'),
		query: (body) => ({ search: body.rfc }),
		matches: (employee, body) => caseless(employee.rfc, body.rfc),
	},
);
