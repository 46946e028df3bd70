import type { IExecuteFunctions } from 'n8n-workflow';

import { listLimit, listParameters } from '../../../shared/parameters';
import { salesCrmWebhooks } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many webhooks',
	description: 'List webhooks',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'records', what: 'webhook' };

export const description = listParameters;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await salesCrmWebhooks.list(this, listLimit(this, itemIndex));
}
