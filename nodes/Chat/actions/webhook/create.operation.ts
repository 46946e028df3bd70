import type { IExecuteFunctions } from 'n8n-workflow';

import { createBody, createParameters } from '../../../shared/crud';
import { itemWebhooks, webhookWrite } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a URL for event deliveries',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created webhook',
};

export const description = createParameters(webhookWrite);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = createBody(this, itemIndex, webhookWrite);
	return await itemWebhooks(this, itemIndex).register(this, body);
}
