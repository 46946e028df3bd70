import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { chatRequest } from '../../api';
import { pathOf } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an inbox',
	description: 'Create an inbox with its channel',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created inbox',
};

export const description: INodeProperties[] = [
	text('Name', 'name', 'Name of the inbox', { required: true }),
	{
		displayName: 'Channel Type',
		name: 'channelType',
		description:
			'Where the inbox receives messages: web_widget (a chat on a website) or api (messages sent through the API)',
		type: 'options',
		options: [
			{ name: 'Website (Web Widget)', value: 'web_widget' },
			{ name: 'API', value: 'api' },
		],
		default: 'web_widget',
	},
	text('Website URL', 'website_url', 'Address of the website the chat widget runs on', {
		required: true,
		placeholder: 'https://example.com',
		displayOptions: { show: { channelType: ['web_widget'] } },
	}),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const name = this.getNodeParameter('name', itemIndex) as string;
	check.required('name', name);
	const type = this.getNodeParameter('channelType', itemIndex) as string;
	const channel: Record<string, string> = { type };
	if (type === 'web_widget') {
		channel.website_url = this.getNodeParameter('website_url', itemIndex) as string;
		check.required('website_url', channel.website_url);
		check.url('website_url', channel.website_url);
	}
	return await chatRequest.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, '/inboxes'),
		body: { name, channel },
	});
}
