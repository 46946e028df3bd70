import { recordOperations } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { payrollRecords } from '../../api';
import { payrollId } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Receipts',
	action: 'Get the receipts of a payroll period',
	description: 'List the pay receipts of a period, one per employee',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(payrollRecords).list({
	path: (ctx, itemIndex) => `/payrolls/${pathId(ctx, itemIndex, 'payrollId')}/receipts`,
	leading: [payrollId],
});
