import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { invoiceId, simplifiedInvoiceKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get an invoice',
	description: 'Get one invoice',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(invoicingRecords).get({
	path: '/invoices',
	id: invoiceId,
	simplifiedKeys: simplifiedInvoiceKeys,
});
