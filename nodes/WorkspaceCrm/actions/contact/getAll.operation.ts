import { recordOperations } from '../../../shared/crud';
import { dateTime, text } from '../../../shared/parameters';
import { workspaceCrmRecords } from '../../api';
import { ownedRecordFilters, sortParameters } from '../parameters';
import { simplifiedContactKeys } from './fields';
import type { OperationOption } from '../../../shared/router';
import { periodQuery } from '../../../shared/period';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many contacts',
	description: 'List contacts with filters and sorting',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(workspaceCrmRecords).list({
	path: '/contacts',
	filters: [
		...ownedRecordFilters('contacts'),
		text('Source', 'source', 'Source ID or handle'),
		dateTime(
			'Created After',
			'created_after',
			'Only contacts created after this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		),
		dateTime(
			'Created Before',
			'created_before',
			'Only contacts created before this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		),
	],
	sort: sortParameters(['created_at', 'email', 'first_name', 'last_name', 'score', 'updated_at']),
	simplifiedKeys: simplifiedContactKeys,
	query: (check, query) => periodQuery(check, query, ['created_after', 'created_before']),
});
