import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { createdRange, statusFilter } from '../parameters';
import { simplifiedLinkKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many payment links',
	description: 'List payment links by status and date',
	kind: 'read',
};

export const { description, execute } = recordOperations(paymentsRecords).list({
	path: '/payment-links',
	filters: [...createdRange('links'), statusFilter(['active', 'disabled', 'expired', 'paid'])],
	simplifiedKeys: simplifiedLinkKeys,
	query: (check, filters) => ({
		...filters,
		from: check.isoDate('from', filters.from),
		to: check.isoDate('to', filters.to),
	}),
});
