import { recordOperations } from '../../../shared/crud';
import { caseless, findFirstParameter } from '../../../shared/findBeforeCreate';
import { payrollRecords } from '../../api';
import { employeeCreate } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an employee',
	description: 'Register an employee with their tax, social security and bank data',
	kind: 'write',
};

/**
 * An employee already registered: the same RFC (one per taxpayer, so one per person), trimmed and
 * in any case, whatever the status: the service keeps a terminated employee's RFC and refuses it to
 * a new one, so a Create could not make another. The list's `search` looks in name, RFC and employee
 * number as text: it narrows the walk, the RFC decides. A different RFC with this CURP is not taken
 * for the same person: the service's 409 shows the user the clash.
 */
export const { description, execute } = recordOperations(payrollRecords).create(employeeCreate, {
	parameter: findFirstParameter('an employee', 'with the same RFC, whatever their status'),
	query: (body) => ({ search: body.rfc }),
	matches: (employee, body) => caseless(employee.rfc, body.rfc),
});

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created employee, or with Return Existing Instead of Creating on, the one found',
};
