import { PRIORITIES, numericOptions } from '../../enums';
import type { INodeProperties } from 'n8n-workflow';
import { dropdown } from '../../../shared/parameters';

export const inboxDropdown = (extra: Partial<INodeProperties> = {}) =>
	dropdown('Inbox Name or ID', 'inbox_id', 'getInboxes', extra);

export const agentDropdown = (extra: Partial<INodeProperties> = {}) =>
	dropdown('Agent Name or ID', 'assignee_id', 'getAgents', extra);

export const teamDropdown = (extra: Partial<INodeProperties> = {}) =>
	dropdown('Team Name or ID', 'team_id', 'getTeams', extra);

export const labelsParameter: INodeProperties = {
	displayName: 'Label Names or IDs',
	name: 'labels',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getLabels' },
	default: [],
	description:
		'The labels, as Label → Get Many lists them. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	hint: 'Replaces the labels of the conversation; labels are given by their titles',
};

/** Priority options: the four of the document and none (Chatwoot's way to clear it). */
export const priorityParameter = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
	displayName: 'Priority',
	name: 'priority',
	description: 'Priority of the conversation: urgent, high, medium, low or none',
	type: 'options',
	options: [
		...numericOptions(PRIORITIES),
		{ name: 'None', value: 'none', description: 'No priority' },
	].sort((a, b) => a.name.localeCompare(b.name)),
	default: 'medium',
	...extra,
});
