import { binaryPropertyParameter, documentDownload } from '../files';
import { paymentReceiptId } from '../parameters';

export const option = {
	name: 'Download XML',
	action: 'Download the XML of a payment receipt',
	description: 'Get the stamped XML as a file',
};

export const description = [paymentReceiptId, binaryPropertyParameter];

export const execute = documentDownload('/payment-receipts', 'paymentReceiptId', 'xml');
