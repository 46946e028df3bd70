import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { activityWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create an activity',
	description: 'Log an e-mail, call, meeting, task or note',
};

export const { description, execute } = recordOperations(salesCrmRecords).create(activityWrite);
