import { contactPages } from '../../api';
import { searchOperation } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search',
	action: 'Search contacts',
	description: 'Find contacts by name, e-mail or phone number',
	kind: 'read',
};

export const { description, execute, output } = searchOperation(
	'name, e-mail and phone number',
	'/contacts/search',
	contactPages,
	'contact',
);
