import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { apiRequest } from '../../../shared/transport';
import { payments } from '../../api';

/** The document shows this list without paging parameters: one request returns every webhook. */
export const description = [];

export async function execute(this: IExecuteFunctions) {
	const response = await apiRequest.call(this, payments, { method: 'GET', path: '/webhooks' });
	return (Array.isArray(response) ? response : (response?.data ?? [])) as IDataObject[];
}
