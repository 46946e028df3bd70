import type { IExecuteFunctions } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { pipelineDropdown } from '../parameters';
import { getReport, reportPeriod } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Team Report',
	action: 'Get the team report',
	description: 'Results per owner',
	kind: 'read',
};

export const description = collection('Options', 'options', 'Add Option', [
	...reportPeriod,
	pipelineDropdown,
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await getReport(this, itemIndex, { path: '/reports/team' });
}
