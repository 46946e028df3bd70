import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { paymentReceiptId } from '../parameters';
import { simplifiedReceiptKeys } from './simplified';

export const option = {
	name: 'Get',
	action: 'Get a payment receipt',
	description: 'Get one payment complement',
};

export const { description, execute } = recordOperations(invoicingRecords).get({
	path: '/payment-receipts',
	id: paymentReceiptId,
	simplifiedKeys: simplifiedReceiptKeys,
});
