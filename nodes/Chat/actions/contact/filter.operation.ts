import { contactPages } from '../../api';
import { filterOperation } from '../filters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Filter',
	action: 'Filter contacts',
	description: 'Find contacts matching conditions on their attributes',
	kind: 'read',
};

export const { description, execute } = filterOperation(
	'/contacts/filter',
	'name, email, phone_number, identifier, country_code, city, created_at, last_activity_at',
	contactPages,
	'contact',
);
