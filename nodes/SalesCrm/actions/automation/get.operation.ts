import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { automationId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get an automation',
	description: 'Get one automation',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).get({
	path: '/automations',
	id: automationId,
});
