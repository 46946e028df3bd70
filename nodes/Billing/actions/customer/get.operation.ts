import { recordOperations } from '../../../shared/crud';
import { billingRecords } from '../../api';
import { customerId, simplifiedCustomerKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get a customer', description: 'Get one customer' };

export const { description, execute } = recordOperations(billingRecords('customer')).get({
	path: '/v1/customers',
	id: customerId,
	simplifiedKeys: simplifiedCustomerKeys,
});
