import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { cannedResponseWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a canned response',
	description: 'Change a canned response',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).update(cannedResponseWrite);
