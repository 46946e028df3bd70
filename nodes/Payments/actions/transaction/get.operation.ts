import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { simplifiedTransactionKeys, transactionId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a transaction',
	description: 'Get one transaction',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(paymentsRecords).get({
	path: '/transactions',
	id: transactionId,
	simplifiedKeys: simplifiedTransactionKeys,
});
