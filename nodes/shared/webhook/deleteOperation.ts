import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { deleted } from '../crud';
import { pathId } from '../parameters';
import type { Operation } from '../router';
import type { ApiContext } from '../transport';

/** The part of an interface's webhook client that deletes the webhook a user named. */
interface DeletesWebhooks {
	delete(ctx: ApiContext, id: string): Promise<void>;
}

/**
 * Webhook → Delete of an interface's Webhook resource, made from its Webhook ID parameter and its
 * webhook client for the item (e.g. under the account the item names).
 */
export const webhookDelete = (
	webhookId: INodeProperties,
	webhooksOf: (ctx: IExecuteFunctions, itemIndex: number) => DeletesWebhooks,
): Operation => ({
	option: {
		name: 'Delete',
		action: 'Delete a webhook',
		description: 'Remove a webhook',
		kind: 'write',
	},
	description: [webhookId],
	output: { kind: 'deleted' },
	async execute(this: IExecuteFunctions, itemIndex: number) {
		const id = pathId(this, itemIndex, webhookId.name);
		// Unlike the trigger's clean-up, an unknown ID here is the user's mistake: the API's 404 is reported.
		await webhooksOf(this, itemIndex).delete(this, decodeURIComponent(id));
		return deleted(id);
	},
});
