import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { saleId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a sale',
	description: 'Get one sale as the service records it',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(posRecords).get({
	path: '/sales',
	id: saleId,
});
