import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { periodParameters, periodQuery } from '../../../shared/period';
import { statusFilter } from '../parameters';
import { simplifiedLinkKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many payment links',
	description: 'List payment links by status and date',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(paymentsRecords).list({
	path: '/payment-links',
	filters: [
		...periodParameters({ label: 'Created', what: 'in which the links were created' }),
		statusFilter(['active', 'disabled', 'expired', 'paid']),
	],
	simplifiedKeys: simplifiedLinkKeys,
	query: periodQuery,
});
