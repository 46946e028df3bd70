import { recordOperations } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { INTERVIEW_STATUSES, INTERVIEW_TYPES, recruitmentRecords } from '../../api';
import { simplifiedInterviewKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many interviews',
	description: 'List interviews by status, type, vacancy, interviewer and time',
	kind: 'read',
};

export const { description, execute } = recordOperations(recruitmentRecords).list({
	path: '/interviews',
	filters: [
		choice(
			'Status',
			'status',
			INTERVIEW_STATUSES,
			'Only interviews in this status, e.g. scheduled, confirmed or completed',
		),
		choice(
			'Type',
			'type',
			INTERVIEW_TYPES,
			'Only interviews of this type: video_service, external_video, phone or on_site',
		),
		text(
			'Vacancy ID',
			'vacancy_id',
			'Only interviews for this vacancy: its ID from Vacancy → Get Many',
		),
		text('Interviewer Email', 'interviewer_email', 'Only interviews this person takes part in', {
			placeholder: 'name@email.com',
		}),
		{
			displayName: 'From',
			name: 'from',
			type: 'dateTime',
			default: '',
			description:
				'Only interviews starting at or after this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		},
		{
			displayName: 'To',
			name: 'to',
			type: 'dateTime',
			default: '',
			description:
				'Only interviews starting at or before this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		},
	],
	simplifiedKeys: simplifiedInterviewKeys,
	query(check, filters) {
		check.oneOf('status', filters.status, INTERVIEW_STATUSES);
		check.oneOf('type', filters.type, INTERVIEW_TYPES);
		check.email('interviewer_email', filters.interviewer_email);
		const qs = {
			...filters,
			from: check.isoDate('from', filters.from),
			to: check.isoDate('to', filters.to),
		};
		if (qs.from && qs.to && Date.parse(qs.from) > Date.parse(qs.to))
			check.fail('from', 'must not be after To');
		return qs;
	},
});
