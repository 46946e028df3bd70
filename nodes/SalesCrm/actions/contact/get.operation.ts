import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { contactId, simplifiedContactKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a contact',
	description: 'Get one contact',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).get({
	path: '/contacts',
	id: contactId,
	simplifiedKeys: simplifiedContactKeys,
});
