import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many sales',
	description: 'List sales',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(posRecords).list({
	path: '/sales',
});
