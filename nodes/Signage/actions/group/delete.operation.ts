import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a screen group',
	description: 'Delete a screen group',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(signageRecords).delete({
	path: '/groups',
	id: groupId,
});
