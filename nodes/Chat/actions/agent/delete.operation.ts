import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { agentId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete an agent',
	description: 'Remove an agent from the account',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(wholeListRecords).delete({
	path: accountPath('/agents'),
	id: agentId,
});
