import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { contactId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a contact',
	description: "Delete a contact for good, together with the contact's deals, activities and notes",
	kind: 'write',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).delete({
	path: '/contacts',
	id: contactId,
});
