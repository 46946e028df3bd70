import { recordOperations } from '../../../shared/crud';
import { choice, dateTime, text } from '../../../shared/parameters';
import { ACTIVITY_TYPES, salesCrmRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many activities',
	description: 'List activities with filters',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).list({
	path: '/activities',
	filters: [
		text('Contact ID', 'contact_id', 'Only activities of this contact, from Contact → Get Many'),
		text('Deal ID', 'deal_id', 'Only activities of this deal, from Deal → Get Many'),
		choice(
			'Type',
			'type',
			ACTIVITY_TYPES,
			'Only activities of this kind: call, email, meeting, note or task',
		),
		dateTime(
			'From',
			'from',
			'Only activities from this moment on: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		),
		dateTime(
			'To',
			'to',
			'Only activities up to this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		),
	],
	query(check, filters) {
		for (const date of ['from', 'to'])
			if (date in filters) filters[date] = check.isoDate(date, filters[date]);
		return filters;
	},
});
