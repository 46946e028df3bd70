import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { labelWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a label',
	description: 'Create a label',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).create(labelWrite);
