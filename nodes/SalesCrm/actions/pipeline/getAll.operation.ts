import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many pipelines',
	description: 'List pipelines',
};

export const { description, execute } = recordOperations(salesCrmRecords).list({
	path: '/pipelines',
});
