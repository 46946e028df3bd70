import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pathId, show, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { payments } from '../../api';

export const transactionIdParameter = text('Transaction ID', 'transactionId', 'ID of the transaction', { required: true, placeholder: 'txn_...' });

export const description = show('transaction', 'get', [transactionIdParameter]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'transactionId');
	return (await apiRequest.call(this, payments, { method: 'GET', path: `/transactions/${id}` })).data as IDataObject;
}
