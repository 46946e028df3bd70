import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { automationId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete an automation',
	description: 'Delete an automation',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).delete({
	path: '/automations',
	id: automationId,
});
