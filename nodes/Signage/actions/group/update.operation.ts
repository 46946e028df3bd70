import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a screen group',
	description: 'Change only the fields you set',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(signageRecords).update(groupWrite);
