import type { IExecuteFunctions } from 'n8n-workflow';

import { deleted } from '../../../shared/crud';
import { pathId, text } from '../../../shared/parameters';
import { salesCrmWebhooks } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a webhook',
	description: 'Delete a webhook',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'deleted' };

export const description = [
	text('Webhook ID', 'webhookId', 'ID of the webhook, as Webhook → Get Many lists it', {
		required: true,
	}),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'webhookId');
	// Unlike the trigger's clean-up, an unknown ID here is the user's mistake: the API's 404 is reported.
	await salesCrmWebhooks.delete(this, decodeURIComponent(id));
	return deleted(id);
}
