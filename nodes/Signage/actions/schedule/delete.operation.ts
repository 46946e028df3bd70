import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { scheduleId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a schedule',
	description: 'Delete a schedule',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(signageRecords).delete({
	path: '/schedules',
	id: scheduleId,
});
