import type { INodeProperties } from 'n8n-workflow';

/** Message Type and Private of the Send operations. */
export const messageOptions: INodeProperties[] = [
	{
		displayName: 'Message Type',
		name: 'message_type',
		description:
			'Outgoing goes from the agent to the contact; incoming is recorded as if the contact wrote it',
		type: 'options',
		options: [
			{ name: 'Outgoing (1)', value: 'outgoing', description: 'From the agent to the contact' },
			{ name: 'Incoming (0)', value: 'incoming', description: 'As if the contact had written it' },
		],
		default: 'outgoing',
	},
	{
		displayName: 'Private Note',
		name: 'private',
		type: 'boolean',
		default: false,
		description:
			'Whether this is a private message: an internal note only agents and administrators see, never sent to the contact',
	},
];
