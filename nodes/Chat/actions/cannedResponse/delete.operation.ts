import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { cannedResponseId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a canned response',
	description: 'Delete a canned response',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(wholeListRecords).delete({
	path: accountPath('/canned_responses'),
	id: cannedResponseId,
});
