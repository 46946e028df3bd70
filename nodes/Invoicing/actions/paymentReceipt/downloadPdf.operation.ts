import { binaryPropertyParameter, documentDownload } from '../files';
import { paymentReceiptId } from '../parameters';

export const option = {
	name: 'Download PDF',
	action: 'Download the PDF of a payment receipt',
	description: 'Get the printable PDF as a file',
};

export const description = [paymentReceiptId, binaryPropertyParameter];

export const execute = documentDownload('/payment-receipts', 'paymentReceiptId', 'pdf');
