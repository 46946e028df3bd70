import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { automationId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete an automation',
	description: 'Delete an automation',
};

export const { description, execute } = recordOperations(salesCrmRecords).delete({
	path: '/automations',
	id: automationId,
});
