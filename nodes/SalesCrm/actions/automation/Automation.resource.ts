import type { Operation } from '../../../shared/router';
import { deleteOperation, getOperation, listOperation } from '../common';
import { pathId } from '../../../shared/parameters';
import { automationId } from '../locators';
import * as create from './create.operation';
import * as update from './update.operation';

export const automationOperations: Record<string, Operation> = {
	create,
	delete: deleteOperation({ resource: 'automation', path: '/automations', id: automationId }),
	get: getOperation({ resource: 'automation', path: '/automations', id: automationId }),
	getAll: listOperation({
		resource: 'automation',
		path: '/automations',
		filters: [
			{ displayName: 'Active', name: 'active', type: 'boolean', default: true, description: 'Whether to list only active (or only inactive) automations' },
			{
				displayName: 'Type',
				name: 'type',
				type: 'options',
				options: [
					{ name: 'Sequence', value: 'sequence' },
					{ name: 'Workflow', value: 'workflow' },
				],
				default: 'workflow',
				description: 'Only automations of this kind',
			},
		],
		query(check, filters) {
			check.oneOf('type', filters.type, ['workflow', 'sequence']);
			return filters;
		},
	}),
	getExecutions: listOperation({
		resource: 'automation',
		operation: 'getExecutions',
		leading: [automationId],
		path: (ctx, itemIndex) => `/automations/${pathId(ctx, itemIndex, 'automationId')}/executions`,
	}),
	update,
};
