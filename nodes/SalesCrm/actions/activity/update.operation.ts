import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { activityWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update an activity',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(salesCrmRecords).update(activityWrite);
