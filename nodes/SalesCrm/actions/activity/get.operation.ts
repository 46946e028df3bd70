import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { activityId } from '../parameters';

export const option = { name: 'Get', action: 'Get an activity', description: 'Get one activity' };

export const { description, execute } = recordOperations(salesCrmRecords).get({
	path: '/activities',
	id: activityId,
});
