import type { IExecuteFunctions } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { choice } from '../../../shared/parameters';
import { pipelineDropdown } from '../parameters';
import { getReport, reportPeriod } from './fields';
import type { OperationOption } from '../../../shared/router';

const GROUP_BY = ['stage', 'owner', 'vertical', 'month'] as const;

export const option: OperationOption = {
	name: 'Get Pipeline Report',
	action: 'Get the pipeline report',
	description: 'Deals, values and conversion of one pipeline',
	kind: 'read',
};

export const description = [
	{ ...pipelineDropdown, required: true },
	...collection('Options', 'options', 'Add Option', [
		...reportPeriod,
		choice(
			'Group By',
			'group_by',
			GROUP_BY,
			'How to break the figures down: stage, owner, vertical or month',
		),
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await getReport(this, itemIndex, {
		path: '/reports/pipeline',
		required: ['pipeline_id'],
		validate: (check, qs) => check.oneOf('group_by', qs.group_by, GROUP_BY),
	});
}
