import { documentDownload } from '../files';
import { invoiceId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Download PDF',
	action: 'Download the PDF of an invoice',
	description: 'Get the printable PDF as a file',
	kind: 'read',
};

export const { description, execute, output } = documentDownload('/invoices', invoiceId, 'pdf');
