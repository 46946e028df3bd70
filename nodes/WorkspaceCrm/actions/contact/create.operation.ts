import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { contactWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a contact',
	description: 'Create a new contact',
};

export const { description, execute } = recordOperations(workspaceCrmRecords).create(contactWrite);
