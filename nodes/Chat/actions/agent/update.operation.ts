import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { agentWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update an agent',
	description: 'Change the role or availability of an agent',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).update(agentWrite);
