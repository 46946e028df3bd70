import { labelled, sortDirection } from '../../../shared/parameters';
import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, contactPages } from '../../api';
import { SIMPLIFIED_KEYS, withReadable } from '../parameters';
import type { OperationOption } from '../../../shared/router';

const SORT_FIELDS = ['name', 'email', 'phone_number', 'last_activity_at', 'created_at'];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many contacts',
	description: 'List contacts, sorted, optionally with their inboxes',
	kind: 'read',
};

export const { description, execute } = withReadable(
	recordOperations(chatRecords(contactPages)).list({
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
			{
				displayName: 'Sort By',
				name: 'sort_by',
				description: 'Field the contacts are sorted by, e.g. last_activity_at',
				type: 'options',
				options: labelled(SORT_FIELDS),
				default: 'name',
			},
			sortDirection('Sort Direction', 'sort_dir', 'asc'),
		],
		query(check, filters) {
			check.oneOf('sort_by', filters.sort_by, SORT_FIELDS);
			const { sort_by: sortBy, sort_dir: direction, ...query } = filters;
			// Chatwoot's sort: the field, with a leading - for descending.
			if (sortBy !== undefined || direction !== undefined)
				query.sort = `${direction === 'desc' ? '-' : ''}${String(sortBy ?? 'name')}`;
			return query;
		},
	}),
	'contact',
);
