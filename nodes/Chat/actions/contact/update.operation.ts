import { recordOperations } from '../../../shared/crud';
import { chatRecords, contactPages } from '../../api';
import { contactWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a contact',
	description: 'Change the fields of a contact',
};

export const { description, execute } = recordOperations(chatRecords(contactPages)).update(
	contactWrite,
);
