import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { scheduleWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a schedule',
	description: 'Create a schedule',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(signageRecords).create(scheduleWrite);
