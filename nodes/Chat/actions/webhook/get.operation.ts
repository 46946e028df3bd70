import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { itemWebhooks, webhookId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a webhook',
	description: 'Get one webhook (at webhooks/{ID}: the document does not show this path)',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the webhook',
};

export const description = [webhookId];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'webhookId');
	return await itemWebhooks(this, itemIndex).get(this, decodeURIComponent(id));
}
