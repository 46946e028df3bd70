import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { layoutId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a layout',
	description: 'Delete a layout',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(signageRecords).delete({
	path: '/layouts',
	id: layoutId,
});
