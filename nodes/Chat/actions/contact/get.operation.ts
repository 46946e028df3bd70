import { recordOperations } from '../../../shared/crud';
import { accountPath, contactRecords } from '../../api';
import { SIMPLIFIED_KEYS, contactId, withReadable } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a contact',
	description: 'Get one contact',
	kind: 'read',
};

export const { description, execute, output } = withReadable(
	recordOperations(contactRecords).get({
		path: accountPath('/contacts'),
		id: contactId,
		simplifiedKeys: SIMPLIFIED_KEYS.contact,
	}),
	'contact',
);
