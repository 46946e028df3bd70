import { recordOperations } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { payrollRecords } from '../../api';
import { employeeId } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many deductions of an employee',
	description: 'List the deductions of an employee',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(payrollRecords).list({
	path: (ctx, itemIndex) => `/employees/${pathId(ctx, itemIndex, 'employeeId')}/deductions`,
	leading: [employeeId],
});
