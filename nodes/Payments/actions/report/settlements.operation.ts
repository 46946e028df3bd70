import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { statusFilter } from '../parameters';
import type { OperationOption } from '../../../shared/router';
import { periodParameters, periodQuery } from '../../../shared/period';

export const option: OperationOption = {
	name: 'Get Settlements',
	action: 'Get settlements',
	description: 'List the settlements deposited to the bank account',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(paymentsRecords).list({
	path: '/reports/settlements',
	filters: [
		...periodParameters({ what: 'of the settlements listed' }),
		statusFilter(['deposited', 'processing']),
	],
	query: periodQuery,
});
