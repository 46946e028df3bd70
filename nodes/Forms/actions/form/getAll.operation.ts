import { recordOperations } from '../../../shared/crud';
import { formsRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many forms',
	description: 'List the forms of the account',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(formsRecords).list({
	path: '/forms',
});
