import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many automations',
	description: 'List automations, optionally only active ones or of one type',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).list({
	path: '/automations',
	filters: [
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether to list only active (or only inactive) automations',
		},
		{
			displayName: 'Type',
			name: 'type',
			type: 'options',
			options: [
				{ name: 'Sequence', value: 'sequence' },
				{ name: 'Workflow', value: 'workflow' },
			],
			default: 'workflow',
			description: 'Only automations of this kind: sequence or workflow',
		},
	],
});
