import { documentDownload } from '../files';
import { paymentReceiptId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Download PDF',
	action: 'Download the PDF of a payment receipt',
	description: 'Get the printable PDF as a file',
	kind: 'read',
};

export const { description, execute, output } = documentDownload(
	'/payment-receipts',
	paymentReceiptId,
	'pdf',
);
