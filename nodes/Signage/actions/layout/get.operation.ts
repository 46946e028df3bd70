import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { layoutId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a layout',
	description: 'Get one layout',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).get({
	path: '/layouts',
	id: layoutId,
});
