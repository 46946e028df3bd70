import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { scheduleId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a schedule',
	description: 'Delete a schedule',
};

export const { description, execute } = recordOperations(signageRecords).delete({
	path: '/schedules',
	id: scheduleId,
});
