import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { cannedResponseWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a canned response',
	description: 'Create a canned response',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).create(cannedResponseWrite);
