import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { contactWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a contact',
	description: 'Create a new contact',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(salesCrmRecords).create(contactWrite);
