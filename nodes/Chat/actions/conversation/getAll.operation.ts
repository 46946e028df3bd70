import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { dropEmpty } from '../../../shared/values';
import { conversationPages } from '../../api';
import { CONVERSATION_STATUSES } from '../../enums';
import { pathOf, readList, readListOutput, readListParameters } from '../parameters';
import { inboxDropdown, teamDropdown } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { labelled } from '../../../shared/parameters';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many conversations',
	description: 'List conversations by assignee type, status, inbox, team or label',
	kind: 'read',
};

export const output: OperationOutput = readListOutput('conversation');

export const description: INodeProperties[] = [
	...readListParameters(),
	...collection('Filters', 'filters', 'Add Filter', [
		{
			displayName: 'Assignee Type',
			name: 'assignee_type',
			description:
				'Which conversations by assignee: all, assigned, mine (the token owner’s) or unassigned',
			type: 'options',
			options: [
				{ name: 'All', value: 'all' },
				{ name: 'Assigned', value: 'assigned', description: 'Assigned to any agent' },
				{ name: 'Mine', value: 'mine', description: 'Assigned to the owner of the access token' },
				{ name: 'Unassigned', value: 'unassigned' },
			],
			default: 'all',
		},
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: [{ name: 'All', value: 'all' }, ...labelled(CONVERSATION_STATUSES)],
			default: 'all',
			description: 'Conversations in this status; without this filter the API lists open ones',
		},
		inboxDropdown({
			description:
				'Only conversations of this inbox, as Inbox → Get Many lists it. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		teamDropdown({
			description:
				'Only conversations of this team, as Team → Get Many lists it. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		{
			displayName: 'Label Name or ID',
			name: 'label',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getLabels' },
			default: '',
			description:
				'Only conversations carrying this label, as Label → Get Many lists it. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const filters = dropEmpty(this.getNodeParameter('filters', itemIndex, {}) as IDataObject);
	const pages = conversationPages(String(filters.assignee_type ?? 'all'));
	return await readList(
		this,
		itemIndex,
		{ method: 'GET', path: await pathOf(this, itemIndex, '/conversations'), qs: filters },
		pages,
		'conversation',
	);
}
