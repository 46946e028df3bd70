import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { cannedResponseId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a canned response',
	description: 'Get one canned response',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(wholeListRecords).get({
	path: accountPath('/canned_responses'),
	id: cannedResponseId,
});
