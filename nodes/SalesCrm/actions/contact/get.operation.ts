import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { contactId, simplifiedContactKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get a contact', description: 'Get one contact' };

export const { description, execute } = recordOperations(salesCrmRecords).get({
	path: '/contacts',
	id: contactId,
	simplifiedKeys: simplifiedContactKeys,
});
