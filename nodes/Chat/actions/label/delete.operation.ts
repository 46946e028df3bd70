import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { labelId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a label',
	description: 'Delete a label',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(wholeListRecords).delete({
	path: accountPath('/labels'),
	id: labelId,
});
