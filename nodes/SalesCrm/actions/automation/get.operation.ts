import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { automationId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get an automation',
	description: 'Get one automation',
};

export const { description, execute } = recordOperations(salesCrmRecords).get({
	path: '/automations',
	id: automationId,
});
