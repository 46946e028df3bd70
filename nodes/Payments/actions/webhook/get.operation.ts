import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pathId, show, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { payments } from '../../api';

export const webhookIdParameter = text('Webhook ID', 'webhookId', 'ID of the webhook', { required: true });

export const description = show('webhook', 'get', [webhookIdParameter]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'webhookId');
	return (await apiRequest.call(this, payments, { method: 'GET', path: `/webhooks/${id}` })).data as IDataObject;
}
