import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { invoiceId } from '../parameters';
import { simplifiedInvoiceKeys } from './simplified';

export const option = { name: 'Get', action: 'Get an invoice', description: 'Get one invoice' };

export const { description, execute } = recordOperations(invoicingRecords).get({
	path: '/invoices',
	id: invoiceId,
	simplifiedKeys: simplifiedInvoiceKeys,
});
