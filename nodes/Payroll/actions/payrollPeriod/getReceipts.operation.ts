import { recordOperations } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { payrollRecords } from '../../api';
import { payrollId } from '../parameters';

export const option = {
	name: 'Get Receipts',
	action: 'Get the receipts of a payroll period',
	description: 'List the pay receipts of a period, one per employee',
};

export const { description, execute } = recordOperations(payrollRecords).list({
	path: (ctx, itemIndex) => `/payrolls/${pathId(ctx, itemIndex, 'payrollId')}/receipts`,
	leading: [payrollId],
});
