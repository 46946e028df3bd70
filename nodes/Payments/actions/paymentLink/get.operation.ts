import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { paymentLinkId, simplifiedLinkKeys } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a payment link',
	description: 'Get one payment link',
};

export const { description, execute } = recordOperations(paymentsRecords).get({
	path: '/payment-links',
	id: paymentLinkId,
	simplifiedKeys: simplifiedLinkKeys,
});
