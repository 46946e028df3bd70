import { recordOperations } from '../../../shared/crud';
import { accountPath, contactRecords } from '../../api';
import { contactId } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a contact',
	description:
		'Delete a contact together with all its conversations and messages, for good: this cannot be undone',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(contactRecords).delete({
	path: accountPath('/contacts'),
	id: contactId,
});
