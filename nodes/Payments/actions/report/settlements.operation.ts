import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { statusFilter } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Settlements',
	action: 'Get settlements',
	description: 'List the settlements deposited to the bank account',
	kind: 'read',
};

export const { description, execute } = recordOperations(paymentsRecords).list({
	path: '/reports/settlements',
	filters: [
		{
			displayName: 'From',
			name: 'from',
			type: 'dateTime',
			default: '',
			description:
				'Only settlements from this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		},
		statusFilter(['deposited', 'processing']),
		{
			displayName: 'To',
			name: 'to',
			type: 'dateTime',
			default: '',
			description:
				'Only settlements up to this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		},
	],
	query: (check, filters) => ({
		...filters,
		from: check.isoDate('from', filters.from),
		to: check.isoDate('to', filters.to),
	}),
});
