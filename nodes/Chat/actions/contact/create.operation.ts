import { recordOperations } from '../../../shared/crud';
import { chatRecords, contactPages } from '../../api';
import { contactWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a contact',
	description: 'Create a new contact',
};

export const { description, execute } = recordOperations(chatRecords(contactPages)).create(
	contactWrite,
);
