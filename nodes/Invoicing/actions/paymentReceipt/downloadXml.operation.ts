import { documentDownload } from '../files';
import { paymentReceiptId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Download XML',
	action: 'Download the XML of a payment receipt',
	description: 'Get the stamped XML as a file',
	kind: 'read',
};

export const { description, execute, output } = documentDownload(
	'/payment-receipts',
	paymentReceiptId,
	'xml',
);
