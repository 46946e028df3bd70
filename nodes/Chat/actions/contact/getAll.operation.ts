import { sortBy, sortDirection } from '../../../shared/parameters';
import { recordOperations } from '../../../shared/crud';
import { accountPath, contactRecords } from '../../api';
import { SIMPLIFIED_KEYS, withReadable } from '../parameters';
import type { OperationOption } from '../../../shared/router';

const SORT_FIELDS = ['name', 'email', 'phone_number', 'last_activity_at', 'created_at'];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many contacts',
	description: 'List contacts, sorted, optionally with their inboxes',
	kind: 'read',
};

export const { description, execute, output } = withReadable(
	recordOperations(contactRecords).list({
		path: accountPath('/contacts'),
		simplifiedKeys: SIMPLIFIED_KEYS.contact,
		filters: [
			{
				displayName: 'Include Contact Inboxes',
				name: 'include_contact_inboxes',
				type: 'boolean',
				default: true,
				description: 'Whether to add the inboxes each contact has written through',
			},
		],
		sort: [
			sortBy('sort_by', SORT_FIELDS, 'name'),
			sortDirection('Sort Direction', 'sort_dir', 'asc'),
		],
		query(check, filters) {
			const { sort_by: field, sort_dir: direction, ...query } = filters;
			// Chatwoot's sort: the field, with a leading - for descending.
			if (field !== undefined || direction !== undefined)
				query.sort = `${direction === 'desc' ? '-' : ''}${String(field ?? 'name')}`;
			return query;
		},
	}),
	'contact',
);
