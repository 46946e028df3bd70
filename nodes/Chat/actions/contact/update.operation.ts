import { recordOperations } from '../../../shared/crud';
import { contactRecords } from '../../api';
import { contactWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a contact',
	description: 'Change the fields of a contact',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(contactRecords).update(contactWrite);
