import { locator } from '../../../shared/parameters';

export const transactionId = locator(
	'Transaction',
	'transactionId',
	'searchTransactions',
	'The transaction (IDs start with txn_)',
	'txn_...',
);

export const simplifiedTransactionKeys = [
	'id',
	'status',
	'amount',
	'refunded_amount',
	'currency',
	'payment_method',
	'link_id',
	'created_at',
];
