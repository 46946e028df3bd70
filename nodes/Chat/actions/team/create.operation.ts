import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { teamWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a team',
	description: 'Create a team',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).create(teamWrite);
