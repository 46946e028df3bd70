import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { contactWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a contact',
	description: 'Change only the fields you set',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(salesCrmRecords).update(contactWrite);
