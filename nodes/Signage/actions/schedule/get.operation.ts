import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { scheduleId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a schedule',
	description: 'Get one schedule',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).get({
	path: '/schedules',
	id: scheduleId,
});
