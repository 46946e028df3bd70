import { locator } from '../../../shared/parameters';

/** Parameters several Payments operations share. */

export const paymentLinkId = locator(
	'Payment Link',
	'linkId',
	'searchPaymentLinks',
	'The payment link: its ID (pl_…) from Payment Link → Get Many or Payment Link → Create',
	'pl_...',
);

/** Simplify keeps what a workflow usually reads of a link or a transaction. */
export const simplifiedLinkKeys = [
	'id',
	'url',
	'status',
	'amount',
	'currency',
	'description',
	'reference',
	// what a workflow put on the link to find its own record again (a customer, an order)
	'metadata',
	'expires_at',
	'paid_at',
	'created_at',
];
