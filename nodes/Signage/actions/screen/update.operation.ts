import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { screenUpdate } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a screen',
	description: 'Change the name, orientation, volume or brightness',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(signageRecords).update(screenUpdate);
