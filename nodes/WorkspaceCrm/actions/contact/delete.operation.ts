import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { contactId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a contact',
	description: "Soft-delete a contact; only the operator's support can recover it",
};

export const { description, execute } = recordOperations(workspaceCrmRecords).delete({
	path: '/contacts',
	id: contactId,
});
