import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { activityWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update an activity',
	description: 'Change only the fields you set',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(salesCrmRecords).update(activityWrite);
