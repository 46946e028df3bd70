import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a screen group',
	description: 'Get one screen group',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).get({
	path: '/groups',
	id: groupId,
});
