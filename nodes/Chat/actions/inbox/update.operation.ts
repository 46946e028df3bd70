import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { inboxWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update an inbox',
	description: 'Change auto-assignment and the greeting of an inbox',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).update(inboxWrite);
