import type { IExecuteFunctions } from 'n8n-workflow';

import { deleted } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { itemWebhooks, webhookId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a webhook',
	description: 'Remove a webhook',
	kind: 'write',
};

export const description = [webhookId];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'webhookId');
	// Unlike the trigger's clean-up, an unknown ID here is the user's mistake: the API's 404 is reported.
	await itemWebhooks(this, itemIndex).delete(this, decodeURIComponent(id));
	return deleted(id);
}
