import type { IExecuteFunctions } from 'n8n-workflow';

import { paymentsWebhooks } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many webhooks',
	description: 'List the webhooks',
};

/** The document shows this list without paging parameters: one request returns every webhook. */
export const description = [];

/** Only reads: items run several at once by default. */
export const readOnly = true;

export async function execute(this: IExecuteFunctions) {
	return await paymentsWebhooks.list(this);
}
