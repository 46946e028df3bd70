import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import * as webhook from '../../../shared/webhook/parameters';
import { checks } from '../../../shared/validation';
import { paymentsWebhooks } from '../../api';
import { webhookEventsParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a URL for deliveries of payment, refund and settlement events',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created webhook',
};

export const description: INodeProperties[] = [
	webhook.urlParameter('https://example.com/hooks/payments'),
	{ ...webhookEventsParameter, required: true },
	webhook.secretParameter(
		'Key the deliveries are signed with; leave empty to let the service choose one',
	),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const { url, secret } = webhook.address(this, itemIndex, check);
	const events = webhook.events(check, 'events', this.getNodeParameter('events', itemIndex, []));
	const registration: IDataObject = { url, events, secret: secret || undefined };
	return await paymentsWebhooks.register(this, registration);
}
