import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { activityWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an activity',
	description: 'Log an e-mail, call, meeting, task or note',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(salesCrmRecords).create(activityWrite);
