import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import * as webhook from '../../../shared/webhook/parameters';
import { checks } from '../../../shared/validation';
import { newWebhookSecret } from '../../../shared/webhook/registration';
import { INVOICING_EVENTS, invoicingWebhooks } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a URL for deliveries of invoice, receipt and certificate events',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the webhook, with its `url`, `events` and signing `secret`',
};

export const description: INodeProperties[] = [
	{
		displayName:
			'The service shows no way to list or remove webhooks here: remove one in its dashboard. The BizOps Invoicing Trigger registers its own.',
		name: 'webhookNotice',
		type: 'notice',
		default: '',
	},
	webhook.urlParameter('https://example.com/hooks/invoicing'),
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		options: INVOICING_EVENTS,
		default: [],
		required: true,
		description: 'Event kinds delivered to the URL, e.g. invoice.created or invoice.cancelled',
	},
	webhook.secretParameter(
		'Key the deliveries are signed with; leave empty to generate one (it is in the output)',
	),
];

/** Not retried: a repeated POST would register the URL twice. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const { url, secret: typed } = webhook.address(this, itemIndex, check);
	const events = webhook.events(check, 'events', this.getNodeParameter('events', itemIndex, []));
	const secret = typed || newWebhookSecret();
	const created = await invoicingWebhooks.register(this, { url, events, secret });
	return { url, events, ...created, secret };
}
