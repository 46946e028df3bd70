import { recordOperations } from '../../../shared/crud';
import { choice } from '../../../shared/parameters';
import { billingRecords } from '../../api';
import { simplifiedCustomerKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many customers',
	description: 'List customers',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(billingRecords('customer')).list({
	path: '/v1/customers',
	filters: [
		choice(
			'Status',
			'status',
			['active', 'inactive'],
			'Only customers with this status: active or inactive',
		),
	],
	simplifiedKeys: simplifiedCustomerKeys,
});
