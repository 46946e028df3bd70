import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { contactWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a contact',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(workspaceCrmRecords).update(contactWrite);
