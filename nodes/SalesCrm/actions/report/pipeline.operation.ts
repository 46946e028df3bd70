import { choice } from '../../../shared/parameters';
import { pipelineDropdown } from '../parameters';
import { reportOperation, reportPeriod } from './fields';
import type { OperationOption } from '../../../shared/router';

const GROUP_BY = ['stage', 'owner', 'vertical', 'month'] as const;

export const option: OperationOption = {
	name: 'Get Pipeline Report',
	action: 'Get the pipeline report',
	description: 'Deals, values and conversion of one pipeline',
	kind: 'read',
};

export const { description, execute, output } = reportOperation({
	path: '/reports/pipeline',
	required: [{ ...pipelineDropdown, required: true }],
	options: [
		...reportPeriod,
		choice(
			'Group By',
			'group_by',
			GROUP_BY,
			'How to break the figures down: stage, owner, vertical or month',
		),
	],
});
