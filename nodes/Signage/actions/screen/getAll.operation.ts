import { recordOperations } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { signageRecords } from '../../api';
import { groupDropdown } from '../parameters';
import { simplifiedScreenKeys, statusFilter } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many screens',
	description: 'List screens by status, group or name',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).list({
	path: '/screens',
	filters: [
		groupDropdown('Only screens of this group'),
		text('Search', 'search', 'Part of the screen name'),
		statusFilter,
	],
	simplifiedKeys: simplifiedScreenKeys,
});
