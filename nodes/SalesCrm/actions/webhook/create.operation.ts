import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { enumOptions } from '../../../shared/parameters';
import { checks, splitList } from '../../../shared/validation';
import * as webhook from '../../../shared/webhook/parameters';
import { WEBHOOK_EVENTS, salesCrmWebhooks } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register an address for event deliveries',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created webhook',
};

export const description: INodeProperties[] = [
	webhook.urlParameter('https://example.com/hooks/crm'),
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		options: enumOptions(WEBHOOK_EVENTS),
		default: [],
		required: true,
		description: 'Events to deliver: contact.created, deal.created, deal.won, deal.lost',
	},
	webhook.secretParameter('Shared secret the deliveries are signed with'),
	{
		displayName: 'Active',
		name: 'active',
		type: 'boolean',
		default: true,
		description: 'Whether deliveries are sent',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const { url, secret } = webhook.address(this, itemIndex, check);
	const events = webhook.events(
		check,
		'events',
		splitList(this.getNodeParameter('events', itemIndex, [])),
	);
	const active = this.getNodeParameter('active', itemIndex, true) as boolean;
	return await salesCrmWebhooks.register(this, {
		url,
		events,
		active,
		...(secret ? { secret } : {}),
	});
}
