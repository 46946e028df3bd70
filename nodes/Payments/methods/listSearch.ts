import { joined, pickerLists, searchMethods } from '../../shared/listSearch';
import { payments, paymentsPages } from '../api';

const list = pickerLists(payments, paymentsPages);

/** Payments lists have no search parameter: the picker matches what it shows, page by page. */
export const listSearch = searchMethods({
	searchPaymentLinks: list('/payment-links', (link) =>
		joined(link.description ?? link.reference ?? link.id, link.status, link.id),
	),
	searchTransactions: list('/transactions', (txn) =>
		joined(txn.description ?? txn.id, `${txn.amount} ${txn.currency}`, txn.status, txn.id),
	),
});
