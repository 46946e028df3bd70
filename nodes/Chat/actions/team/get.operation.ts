import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { teamId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a team',
	description: 'Get one team',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(wholeListRecords).get({
	path: accountPath('/teams'),
	id: teamId,
});
