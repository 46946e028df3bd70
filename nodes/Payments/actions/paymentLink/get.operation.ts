import { recordOperations } from '../../../shared/crud';
import { paymentsRecords } from '../../api';
import { paymentLinkId, simplifiedLinkKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a payment link',
	description: 'Get one payment link',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(paymentsRecords).get({
	path: '/payment-links',
	id: paymentLinkId,
	simplifiedKeys: simplifiedLinkKeys,
});
