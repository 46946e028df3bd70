import { recordOperations } from '../../../shared/crud';
import { dateTime, text } from '../../../shared/parameters';
import { invoicingRecords } from '../../api';
import { datedListQuery, rfcParameter } from '../parameters';
import { simplifiedReceiptKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many payment receipts',
	description: 'List payment complements with filters',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(invoicingRecords).list({
	path: '/payment-receipts',
	filters: [
		dateTime(
			'Paid From',
			'from',
			'Only payments made on or after this day: a date as YYYY-MM-DD, e.g. 2026-03-02',
		),
		dateTime(
			'Paid To',
			'to',
			'Only payments made on or before this day: a date as YYYY-MM-DD, e.g. 2026-03-02',
		),
		text(
			'Invoice UUID',
			'invoice_uuid',
			'Only payments of this invoice, by its fiscal UUID as Invoice → Get shows it',
		),
		rfcParameter('Receiver RFC', 'receptor_rfc', 'Only payments of this receiver'),
	],
	simplifiedKeys: simplifiedReceiptKeys,
	query: datedListQuery,
});
