import type { IExecuteFunctions } from 'n8n-workflow';

import { invoicingRequest } from '../../api';
import { invoiceBody, invoiceFields } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an invoice',
	description: 'Issue and stamp a tax document',
	kind: 'write',
};

export const description = invoiceFields;

/** Not retried (a write that stamps a document): a lost answer is checked with Invoice → Get Many. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await invoicingRequest.call(this, {
		method: 'POST',
		path: '/invoices',
		body: invoiceBody(this, itemIndex),
	});
}
