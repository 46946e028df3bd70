import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { layoutWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a layout',
	description: 'Create a layout',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(signageRecords).create(layoutWrite);
