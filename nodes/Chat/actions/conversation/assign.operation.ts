import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { chatRaw } from '../../api';
import { conversationId, integerId, pathOf, recordId } from '../parameters';
import { agentDropdown, teamDropdown } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Assign',
	action: 'Assign a conversation',
	description: 'Assign a conversation to an agent or a team',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: '`conversation_id` and the `assignee` or `team` the API answers',
};

export const description: INodeProperties[] = [
	conversationId,
	{
		displayName: 'Assign To',
		name: 'assignTo',
		description: 'Whether the conversation goes to an agent or to a team',
		type: 'options',
		options: [
			{ name: 'Agent', value: 'agent' },
			{ name: 'Team', value: 'team' },
		],
		default: 'agent',
	},
	agentDropdown({
		required: true,
		displayOptions: { show: { assignTo: ['agent'] } },
		description:
			'The agent: its ID from Agent → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	teamDropdown({
		required: true,
		displayOptions: { show: { assignTo: ['team'] } },
		description:
			'The team: its ID from Team → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = recordId(this, itemIndex, check, 'conversationId');
	const field = this.getNodeParameter('assignTo', itemIndex) === 'team' ? 'team_id' : 'assignee_id';
	const value = this.getNodeParameter(field, itemIndex, '');
	check.required(field, value);
	const body = { [field]: integerId(check, field, value) };
	const assigned = await chatRaw.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, `/conversations/${id}/assignments`),
		body,
	});
	// The API answers with the agent or team now assigned.
	return { conversation_id: id, [field === 'team_id' ? 'team' : 'assignee']: assigned ?? null };
}
