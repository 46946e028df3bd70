import { recordOperations } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { salesCrmRecords } from '../../api';
import { automationId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Executions',
	action: 'Get the executions of an automation',
	description: 'List the run history of an automation',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).list({
	leading: [automationId],
	path: (ctx, itemIndex) => `/automations/${pathId(ctx, itemIndex, 'automationId')}/executions`,
});
