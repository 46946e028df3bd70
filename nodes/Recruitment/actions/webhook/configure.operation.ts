import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import type { RegistrationFields } from '../../api';
import { configureWebhooks } from '../../api';
import {
	eventsParameter,
	registrationFieldsParameter,
	registrationFieldsOf,
} from '../webhookParameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Configure',
	action: 'Configure the webhooks of the account',
	description:
		'Set the URL and events the account delivers to; this replaces the current configuration',
	kind: 'write',
};

export const description: INodeProperties[] = [
	{
		displayName:
			'This sets the one webhook configuration of the account: it replaces what a BizOps Recruitment Trigger registered',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	text('URL', 'url', 'Address the deliveries are posted to', {
		required: true,
		placeholder: 'https://example.com/hooks/recruitment',
	}),
	{ ...eventsParameter, required: true },
	text('Secret', 'secret', 'Key the deliveries are signed with; leave empty to send none', {
		typeOptions: { password: true },
	}),
	registrationFieldsParameter,
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const url = this.getNodeParameter('url', itemIndex) as string;
	check.required('url', url);
	check.url('url', url);
	const events = this.getNodeParameter('events', itemIndex, []) as string[];
	check.noDuplicates('events', events);
	const fields = registrationFieldsOf(
		this.getNodeParameter('registrationFields', itemIndex, {}) as Partial<RegistrationFields>,
	);
	const secret = (this.getNodeParameter('secret', itemIndex, '') as string) || undefined;
	const configured = await configureWebhooks(this, fields, { url, events, secret });
	return { ...configured, url, events };
}
