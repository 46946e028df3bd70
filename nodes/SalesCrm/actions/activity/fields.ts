import type { WriteSpec } from '../../../shared/crud';
import { choice, number, text } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { ACTIVITY_TYPES } from '../../api';

export const activityId = text(
	'Activity ID',
	'activityId',
	'ID of the activity, from Activity → Get Many',
	{
		required: true,
	},
);

/** What Activity → Create and Update send. */
export const activityWrite: WriteSpec = {
	path: '/activities',
	id: activityId,
	required: [
		choice('Type', 'type', ACTIVITY_TYPES, 'Kind of activity: call, email, meeting, note or task', {
			required: true,
		}),
		text('Subject', 'subject', 'Short title of the activity', { required: true }),
	],
	optional: [
		text('Contact ID', 'contact_id', 'Contact the activity is about, from Contact → Get Many'),
		text('Deal ID', 'deal_id', 'Deal the activity is about, from Deal → Get Many'),
		text('Description', 'description', 'Details of the activity', { typeOptions: { rows: 3 } }),
		number(
			'Duration (Minutes)',
			'duration_minutes',
			'How long the activity takes, in minutes, e.g. 30',
			{ default: 30, typeOptions: { minValue: 0 } },
		),
		{
			displayName: 'Completed',
			name: 'completed',
			type: 'boolean',
			default: false,
			description: 'Whether the activity is done',
		},
	],
	toBody(fields, check) {
		const body = dropEmpty(fields);
		check.maxLength('subject', body.subject, 255);
		check.integerBetween('duration_minutes', body.duration_minutes, 0, 100_000);
		return body;
	},
};
