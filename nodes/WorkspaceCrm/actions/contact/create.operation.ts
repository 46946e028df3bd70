import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { contactWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a contact',
	description: 'Create a new contact',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(workspaceCrmRecords).create(contactWrite);
