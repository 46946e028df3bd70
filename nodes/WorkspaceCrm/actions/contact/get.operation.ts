import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { contactId, simplifiedContactKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get a contact', description: 'Get one contact' };

export const { description, execute } = recordOperations(workspaceCrmRecords).get({
	path: '/contacts',
	id: contactId,
	simplifiedKeys: simplifiedContactKeys,
});
