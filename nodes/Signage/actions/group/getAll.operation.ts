import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many screen groups',
	description: 'List the screen groups',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).list({
	path: '/groups',
});
