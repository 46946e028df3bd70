import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many labels',
	description: 'List the labels of the account',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(wholeListRecords).list({
	path: accountPath('/labels'),
});
