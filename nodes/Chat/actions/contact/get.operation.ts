import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, contactPages } from '../../api';
import { SIMPLIFIED_KEYS, contactId, withReadable } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a contact',
	description: 'Get one contact',
	kind: 'read',
};

export const { description, execute } = withReadable(
	recordOperations(chatRecords(contactPages)).get({
		path: accountPath('/contacts'),
		id: contactId,
		simplifiedKeys: SIMPLIFIED_KEYS.contact,
	}),
	'contact',
);
