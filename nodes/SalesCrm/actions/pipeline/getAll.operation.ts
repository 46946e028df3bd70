import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many pipelines',
	description: 'List pipelines',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).list({
	path: '/pipelines',
});
