import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { scheduleWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a schedule',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(signageRecords).update(scheduleWrite);
