import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pathId, show, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { payments } from '../../api';

export const linkIdParameter = text('Payment Link ID', 'linkId', 'ID of the payment link', { required: true, placeholder: 'pl_...' });

export const description = show('paymentLink', 'get', [linkIdParameter]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'linkId');
	return (await apiRequest.call(this, payments, { method: 'GET', path: `/payment-links/${id}` })).data as IDataObject;
}
