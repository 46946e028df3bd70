import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { contactWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a contact',
	description: 'Create a new contact',
};

export const { description, execute } = recordOperations(salesCrmRecords).create(contactWrite);
