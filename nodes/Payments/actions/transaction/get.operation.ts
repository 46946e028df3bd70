import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { simplifiedTransactionKeys, transactionId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a transaction',
	description: 'Get one transaction',
};

export const { description, execute } = recordOperations(paymentsRecords).get({
	path: '/transactions',
	id: transactionId,
	simplifiedKeys: simplifiedTransactionKeys,
});
