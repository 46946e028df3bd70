import { binaryPropertyParameter, documentDownload } from '../files';
import { invoiceId } from '../parameters';

export const option = {
	name: 'Download XML',
	action: 'Download the XML of an invoice',
	description: 'Get the stamped XML as a file',
};

export const description = [invoiceId, binaryPropertyParameter];

export const execute = documentDownload('/invoices', 'invoiceId', 'xml');
