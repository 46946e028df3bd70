import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { definitionWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a custom attribute definition',
	description: 'Change a custom attribute definition',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).update(definitionWrite);
