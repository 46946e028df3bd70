import type { INodeProperties } from 'n8n-workflow';

import { choice, locator, text } from '../../shared/parameters';
import { PAYMENT_EVENTS } from '../api';

/** Parameters several Payments operations share. */

export const paymentLinkId = locator(
	'Payment Link',
	'linkId',
	'searchPaymentLinks',
	'The payment link (IDs start with pl_)',
	'pl_...',
);

export const transactionId = locator(
	'Transaction',
	'transactionId',
	'searchTransactions',
	'The transaction (IDs start with txn_)',
	'txn_...',
);

export const webhookId = text(
	'Webhook ID',
	'webhookId',
	'ID of the webhook, as Webhook → Get Many lists it',
	{ required: true },
);

export const eventsParameter: INodeProperties = {
	displayName: 'Events',
	name: 'events',
	type: 'multiOptions',
	options: PAYMENT_EVENTS,
	default: [],
	description: 'Event kinds delivered to the URL',
};

/** Simplify keeps what a workflow usually reads of a link or a transaction. */
export const simplifiedLinkKeys = [
	'id',
	'url',
	'status',
	'amount',
	'currency',
	'description',
	'reference',
	'expires_at',
	'paid_at',
	'created_at',
];
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

/** Created From / Created To filters of a list. */
export const createdRange = (records: string): INodeProperties[] => [
	{
		displayName: 'Created From',
		name: 'from',
		type: 'dateTime',
		default: '',
		description: `Only ${records} created at or after this moment`,
	},
	{
		displayName: 'Created To',
		name: 'to',
		type: 'dateTime',
		default: '',
		description: `Only ${records} created at or before this moment`,
	},
];

/** A Status filter over the documented states. */
export const statusFilter = (states: readonly string[]) =>
	choice('Status', 'status', states, 'Only records in this state');
