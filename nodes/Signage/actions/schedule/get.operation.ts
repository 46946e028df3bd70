import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { scheduleId } from '../parameters';

export const option = { name: 'Get', action: 'Get a schedule', description: 'Get one schedule' };

export const { description, execute } = recordOperations(signageRecords).get({
	path: '/schedules',
	id: scheduleId,
});
