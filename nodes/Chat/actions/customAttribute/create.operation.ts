import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { definitionWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a custom attribute definition',
	description: 'Define a custom attribute of contacts or conversations',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(wholeListRecords).create(definitionWrite);
