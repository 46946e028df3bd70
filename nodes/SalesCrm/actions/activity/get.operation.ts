import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { activityId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get an activity',
	description: 'Get one activity',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).get({
	path: '/activities',
	id: activityId,
});
