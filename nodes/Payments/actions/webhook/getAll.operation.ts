import type { IExecuteFunctions } from 'n8n-workflow';

import { paymentsWebhooks } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many webhooks',
	description: 'List the webhooks',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'records', what: 'webhook' };

/** The document shows this list without paging parameters: one request returns every webhook. */
export const description = [];

export async function execute(this: IExecuteFunctions) {
	return await paymentsWebhooks.list(this);
}
