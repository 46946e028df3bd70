import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { teamWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a team',
	description: 'Change a team',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).update(teamWrite);
