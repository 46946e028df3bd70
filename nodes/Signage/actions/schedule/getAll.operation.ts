import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupDropdown, screenDropdown } from '../parameters';
import { periodParameters, periodQuery } from '../../../shared/period';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many schedules',
	description: 'List schedules by screen, group, state or period',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).list({
	path: '/schedules',
	filters: [
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether to list only active schedules (on) or inactive ones (off)',
		},
		...periodParameters({ what: 'covered' }),
		groupDropdown('Only schedules of this group'),
		screenDropdown('Only schedules of this screen'),
	],
	query: periodQuery,
});
