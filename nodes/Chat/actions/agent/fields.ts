import type { INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { dropdown } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { accountPath } from '../../api';

export const agentId = dropdown('Agent Name or ID', 'agentId', 'getAgents', {
	required: true,
	description:
		'The agent: its ID from Agent → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

export const roleParameter: INodeProperties = {
	displayName: 'Role',
	name: 'role',
	description: 'Whether the agent is an administrator or an agent of the account',
	type: 'options',
	options: [
		{ name: 'Administrator', value: 'administrator' },
		{ name: 'Agent', value: 'agent' },
	],
	default: 'agent',
};

/** What Agent → Update sends. */
export const agentWrite: WriteSpec = {
	path: accountPath('/agents'),
	id: agentId,
	required: [],
	optional: [
		roleParameter,
		{
			displayName: 'Availability',
			name: 'availability',
			description: 'Whether the agent shows as online, busy or offline',
			type: 'options',
			options: [
				{ name: 'Busy', value: 'busy' },
				{ name: 'Offline', value: 'offline' },
				{ name: 'Online', value: 'online' },
			],
			default: 'online',
		},
	],
	toBody(fields, check) {
		return dropEmpty(fields);
	},
};
