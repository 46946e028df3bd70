import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a screen group',
	description: 'Create a screen group',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(signageRecords).create(groupWrite);
