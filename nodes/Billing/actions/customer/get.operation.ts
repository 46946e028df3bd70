import { recordOperations } from '../../../shared/crud';
import { billingRecords } from '../../api';
import { customerId } from '../parameters';
import { simplifiedCustomerKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a customer',
	description: 'Get one customer',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(billingRecords('customer')).get({
	path: '/v1/customers',
	id: customerId,
	simplifiedKeys: simplifiedCustomerKeys,
});
