import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { teamId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a team',
	description: 'Delete a team',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(wholeListRecords).delete({
	path: accountPath('/teams'),
	id: teamId,
});
