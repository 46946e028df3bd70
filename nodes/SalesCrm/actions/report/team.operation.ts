import { pipelineDropdown } from '../parameters';
import { reportOperation, reportPeriod } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Team Report',
	action: 'Get the team report',
	description: 'Results per owner',
	kind: 'read',
};

export const { description, execute, output } = reportOperation({
	path: '/reports/team',
	options: [...reportPeriod, pipelineDropdown],
});
