import { documentDownload } from '../files';
import { invoiceId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Download XML',
	action: 'Download the XML of an invoice',
	description: 'Get the stamped XML as a file',
	kind: 'read',
};

export const { description, execute, output } = documentDownload('/invoices', invoiceId, 'xml');
