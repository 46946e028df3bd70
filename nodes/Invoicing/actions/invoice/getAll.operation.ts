import { recordOperations } from '../../../shared/crud';
import { choice, dateTime, sortBy, text } from '../../../shared/parameters';
import { INVOICE_STATUSES, INVOICE_TYPES, invoicingRecords } from '../../api';
import { datedListQuery, rfcParameter } from '../parameters';
import { simplifiedInvoiceKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many invoices',
	description: 'List invoices with filters',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(invoicingRecords).list({
	path: '/invoices',
	filters: [
		dateTime(
			'Issued From',
			'from',
			'Only invoices issued on or after this day: a date as YYYY-MM-DD, e.g. 2026-03-02',
		),
		dateTime(
			'Issued To',
			'to',
			'Only invoices issued on or before this day: a date as YYYY-MM-DD, e.g. 2026-03-02',
		),
		rfcParameter('Receiver RFC', 'receptor_rfc', 'Only invoices to this receiver'),
		text('Search', 'search', 'UUID, number or receiver name'),
		text('Series', 'series', 'Only invoices of this series'),
		choice(
			'Status',
			'status',
			INVOICE_STATUSES,
			'Only invoices in this state: active, cancellation_pending or cancelled',
		),
		{
			displayName: 'Type',
			name: 'type',
			type: 'options',
			options: INVOICE_TYPES,
			default: 'I',
			description:
				'Only documents of this type: I (income), E (credit note), P (payment receipt) or T (transfer)',
		},
	],
	sort: [
		sortBy(
			'sort_by',
			[
				'date',
				{ name: 'Number', value: 'folio' },
				{ name: 'Receiver', value: 'receptor' },
				'total',
			],
			'date',
		),
	],
	simplifiedKeys: simplifiedInvoiceKeys,
	query: datedListQuery,
});
