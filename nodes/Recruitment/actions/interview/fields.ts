import type { INodeProperties } from 'n8n-workflow';
import { locator, text } from '../../../shared/parameters';

export const interviewId = locator(
	'Interview',
	'interviewId',
	'searchInterviews',
	'The interview: its ID from Interview → Get Many or Interview → Schedule',
);

export const simplifiedInterviewKeys = [
	'id',
	'vacancy_id',
	'candidate_id',
	'type',
	'status',
	'scheduled_at',
	'duration_minutes',
	'video_room_url',
	'interviewers',
];

/** A start time with its UTC offset, typed as text so the offset is kept. */
export const scheduledAtParameter = (description: string): INodeProperties =>
	text(
		'Scheduled At',
		'scheduled_at',
		`${description}: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00`,
		{
			required: true,
			placeholder: '2026-03-02T10:00:00-06:00',
		},
	);
