import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many products',
	description: 'List the products of the catalogue',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(posRecords).list({
	path: '/products',
});
