import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { paymentReceiptId, simplifiedReceiptKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a payment receipt',
	description: 'Get one payment complement',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(invoicingRecords).get({
	path: '/payment-receipts',
	id: paymentReceiptId,
	simplifiedKeys: simplifiedReceiptKeys,
});
