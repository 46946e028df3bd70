import type { IExecuteFunctions } from 'n8n-workflow';

import { listLimit, listParameters } from '../../../shared/parameters';
import { salesCrmWebhooks } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many webhooks',
	description: 'List webhooks',
};

export const description = listParameters;

/** Only reads: items run several at once by default. */
export const readOnly = true;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await salesCrmWebhooks.list(this, listLimit(this, itemIndex));
}
