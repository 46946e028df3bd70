import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import * as webhook from '../../../shared/webhook/parameters';
import { checks } from '../../../shared/validation';
import type { RegistrationFields } from '../../api';
import { configureWebhooks } from '../../api';
import {
	webhookEventsParameter,
	registrationFieldsParameter,
	registrationFieldsOf,
} from '../webhookParameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Configure',
	action: 'Configure the webhooks of the account',
	description:
		'Set the URL and events the account delivers to; this replaces the current configuration',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the configuration, with the `url` and `events` set',
};

export const description: INodeProperties[] = [
	{
		displayName:
			'This sets the one webhook configuration of the account: it replaces what a BizOps Recruitment Trigger registered',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	webhook.urlParameter('https://example.com/hooks/recruitment'),
	{ ...webhookEventsParameter, required: true },
	webhook.secretParameter('Key the deliveries are signed with; leave empty to send none'),
	registrationFieldsParameter,
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const { url, secret } = webhook.address(this, itemIndex, check);
	const events = webhook.events(check, 'events', this.getNodeParameter('events', itemIndex, []));
	const fields = registrationFieldsOf(
		this.getNodeParameter('registrationFields', itemIndex, {}) as Partial<RegistrationFields>,
	);
	const configured = await configureWebhooks(this, fields, {
		url,
		events,
		secret: secret || undefined,
	});
	return { ...configured, url, events };
}
