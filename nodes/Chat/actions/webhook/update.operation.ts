import type { IExecuteFunctions } from 'n8n-workflow';

import { updateBody, updateParameters } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { itemWebhooks, webhookWrite } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a webhook',
	description: 'Change the URL, events or name of a webhook',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the changed webhook',
};

export const description = updateParameters(webhookWrite);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'webhookId');
	const body = updateBody(this, itemIndex, webhookWrite);
	return await itemWebhooks(this, itemIndex).change(this, decodeURIComponent(id), body);
}
