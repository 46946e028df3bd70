import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { choice, number, rowsParameter, text } from '../../../shared/parameters';
import { dateTimeWithOffset, timeZone } from '../../places';
import { checks } from '../../../shared/validation';
import { INTERVIEW_TYPES, recruitmentRequest } from '../../api';
import { candidateId, vacancyId } from '../parameters';
import { scheduledAtParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { enteredRows } from '../../../shared/rows';

export const option: OperationOption = {
	name: 'Schedule',
	action: 'Schedule an interview',
	description: 'Schedule an interview of a candidate for a vacancy, with its interviewers',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the scheduled interview',
};

export const description: INodeProperties[] = [
	{ ...vacancyId, name: 'vacancy_id' },
	{ ...candidateId, name: 'candidate_id' },
	choice(
		'Type',
		'type',
		INTERVIEW_TYPES,
		'How the interview takes place: video_service, external_video, phone or on_site',
		{
			default: 'video_service',
			required: true,
		},
	),
	scheduledAtParameter('When the interview starts'),
	number(
		'Duration (Minutes)',
		'duration_minutes',
		'How long the interview lasts, in minutes, e.g. 60',
		{ default: 60, required: true, typeOptions: { minValue: 1 } },
	),
	rowsParameter(
		{
			displayName: 'Interviewers',
			name: 'interviewers',
			placeholder: 'Add Interviewer',
		},
		{ displayName: 'Interviewer', name: 'interviewer' },
		[
			text('Name', 'name', 'Full name of the interviewer'),
			text('Email', 'email', 'E-mail address the invitation goes to', {
				placeholder: 'name@email.com',
			}),
			text('Role', 'role', 'Part the interviewer plays, e.g. hiring_manager'),
			{
				displayName: 'Required',
				name: 'required',
				type: 'boolean',
				default: true,
				description: 'Whether the interview needs this interviewer',
			},
		],
	),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text(
			'Candidate Preparation',
			'candidate_preparation',
			'What the candidate should prepare, sent to them',
			{ typeOptions: { rows: 3 } },
		),
		text('Internal Notes', 'internal_notes', 'Notes for the interviewers only', {
			typeOptions: { rows: 3 },
		}),
		text(
			'Time Zone',
			'timezone',
			'IANA time zone of the interview, e.g. America/Mexico_City; a Scheduled At without offset is read in it',
			{
				placeholder: 'America/Mexico_City',
			},
		),
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const timezone = timeZone(check, 'timezone', fields.timezone);
	const vacancy = this.getNodeParameter('vacancy_id', itemIndex, '', {
		extractValue: true,
	}) as string;
	const candidate = this.getNodeParameter('candidate_id', itemIndex, '', {
		extractValue: true,
	}) as string;
	check.required('vacancy_id', vacancy);
	check.required('candidate_id', candidate);
	const type = this.getNodeParameter('type', itemIndex) as string;
	const scheduledAt = this.getNodeParameter('scheduled_at', itemIndex) as string;
	check.required('scheduled_at', scheduledAt);
	const duration = this.getNodeParameter('duration_minutes', itemIndex) as number;
	check.required('duration_minutes', duration);
	check.integerBetween('duration_minutes', duration, 1, 24 * 60);
	const interviewers = enteredRows(this, itemIndex, 'interviewers', 'interviewer');
	interviewers.forEach((person, index) => {
		check.required(`interviewers[${index}].email`, person.email);
		check.email(`interviewers[${index}].email`, person.email);
	});
	const body: IDataObject = {
		vacancy_id: vacancy,
		candidate_id: candidate,
		type,
		scheduled_at: dateTimeWithOffset(check, 'scheduled_at', scheduledAt, timezone),
		duration_minutes: duration,
		timezone,
		interviewers: interviewers.length
			? interviewers.map((person) => ({
					name: person.name || undefined,
					email: person.email,
					role: person.role || undefined,
					required: person.required !== false,
				}))
			: undefined,
		candidate_preparation: fields.candidate_preparation || undefined,
		internal_notes: fields.internal_notes || undefined,
	};
	return await recruitmentRequest.call(this, { method: 'POST', path: '/interviews', body });
}
