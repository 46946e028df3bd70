import { locator } from '../../../shared/parameters';

export const transactionId = locator(
	'Transaction',
	'transactionId',
	'searchTransactions',
	'The transaction: its ID (txn_…) from Transaction → Get Many',
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
