import type { IExecuteFunctions } from 'n8n-workflow';

import { listLimit, listParameters } from '../../../shared/parameters';
import { itemWebhooks } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many webhooks',
	description: 'List the webhooks of the account',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'records', what: 'webhook' };

export const description = listParameters;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await itemWebhooks(this, itemIndex).records(this, listLimit(this, itemIndex));
}
