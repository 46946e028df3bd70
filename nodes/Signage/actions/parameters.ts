import type { INodeProperties } from 'n8n-workflow';
import { dropdown } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { splitList } from '../../shared/validation';

export const groupDropdown = (description: string) =>
	dropdown('Group Name or ID', 'group_id', 'getGroups', {
		description: `${description}, from Group → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
	});

export const screenDropdown = (description: string) =>
	dropdown('Screen Name or ID', 'screen_id', 'getScreens', {
		description: `${description}, from Screen → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
	});

export const screenIdsParameter: INodeProperties = {
	displayName: 'Screen Names or IDs',
	name: 'screen_ids',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getScreens' },
	default: [],
	description:
		'The screens, from Screen → Get Many (IDs comma-separated in an expression). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** Screen IDs of a multi-select, also when an expression gives them as text. */
export function screenIds(check: Checks, value: unknown): string[] {
	const ids = splitList(value);
	check.noDuplicates('screen_ids', ids);
	return ids;
}
