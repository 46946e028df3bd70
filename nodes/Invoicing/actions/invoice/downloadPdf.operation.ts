import { binaryPropertyParameter, documentDownload } from '../files';
import { invoiceId } from '../parameters';

export const option = {
	name: 'Download PDF',
	action: 'Download the PDF of an invoice',
	description: 'Get the printable PDF as a file',
};

export const description = [invoiceId, binaryPropertyParameter];

export const execute = documentDownload('/invoices', 'invoiceId', 'pdf');
