import { recordOperations } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { periodParameters, periodQuery } from '../../../shared/period';
import { INTERVIEW_STATUSES, INTERVIEW_TYPES, recruitmentRecords } from '../../api';
import { simplifiedInterviewKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many interviews',
	description: 'List interviews by status, type, vacancy, interviewer and time',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(recruitmentRecords).list({
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
		...periodParameters({ what: 'in which the interviews start' }),
	],
	simplifiedKeys: simplifiedInterviewKeys,
	query(check, filters) {
		check.email('interviewer_email', filters.interviewer_email);
		return periodQuery(check, filters);
	},
});
