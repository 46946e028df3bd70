import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { contactWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a contact',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(salesCrmRecords).update(contactWrite);
