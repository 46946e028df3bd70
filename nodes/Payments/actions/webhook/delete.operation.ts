import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId, show } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { payments } from '../../api';
import { webhookIdParameter } from './get.operation';

export const description = show('webhook', 'delete', [webhookIdParameter]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'webhookId');
	await apiRequest.call(this, payments, { method: 'DELETE', path: `/webhooks/${id}` });
	return { id: decodeURIComponent(id), deleted: true };
}
