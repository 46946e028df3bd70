import { recordOperations } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { billingRecords } from '../../api';
import { simplifiedProductKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many products',
	description: 'List products',
	kind: 'read',
};

/** The catalogue is read-only through the interface: it is edited in the dashboard. */
export const { description, execute, output } = recordOperations(billingRecords('product')).list({
	path: '/v1/products',
	filters: [
		choice(
			'Payment Type',
			'paymentType',
			['one_time', 'recurring'],
			'Only one-time or only recurring products',
			{ default: 'recurring' },
		),
		text(
			'Status',
			'status',
			'Only products with this status (values as the dashboard shows them, e.g. active)',
		),
	],
	simplifiedKeys: simplifiedProductKeys,
});
