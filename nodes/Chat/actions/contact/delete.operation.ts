import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, contactPages } from '../../api';
import { contactId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a contact',
	description:
		'Delete a contact together with all its conversations and messages, for good: this cannot be undone',
};

export const { description, execute } = recordOperations(chatRecords(contactPages)).delete({
	path: accountPath('/contacts'),
	id: contactId,
});
