import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { scheduleWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a schedule',
	description: 'Create a schedule',
};

export const { description, execute } = recordOperations(signageRecords).create(scheduleWrite);
