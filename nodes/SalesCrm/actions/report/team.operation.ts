import type { IExecuteFunctions } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { getReport, pipelineDropdown, reportPeriod } from '../parameters';

export const option = {
	name: 'Get Team Report',
	action: 'Get the team report',
	description: 'Results per owner',
};

export const description = collection('Options', 'options', 'Add Option', [
	...reportPeriod,
	pipelineDropdown,
]);

/** Only reads: items run several at once by default. */
export const readOnly = true;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await getReport(this, itemIndex, { path: '/reports/team' });
}
