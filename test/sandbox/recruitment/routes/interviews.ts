import { IANAZone } from 'luxon';

import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { INTERVIEW_STATUSES, INTERVIEW_TYPES, schemas } from '../schemas';
import type { RecruitmentState } from '../state';
import { invalid } from '../state';
import type { Rec } from './common';
import { activeInterview, found, inPeriod, lower, oneOf, paginate } from './common';

export const interviewRoutes = (state: RecruitmentState): Route[] => [
	...interviewPlanRoutes(state),
	...interviewOutcomeRoutes(state),
];

/** Interviews: schedule, list, get, reschedule. */
function interviewPlanRoutes(state: RecruitmentState): Route[] {
	return [
		{
			method: 'POST',
			path: '/interviews',
			scope: 'interviews:manage',
			body: schemas.interview,
			handler: (req) => {
				const body = req.body as Rec;
				if (body.timezone !== undefined && !IANAZone.isValidZone(body.timezone))
					throw invalid('timezone', `${body.timezone} is not an IANA time zone`);
				if (!state.vacancies.has(body.vacancy_id))
					throw invalid('vacancy_id', `vacancy ${body.vacancy_id} does not exist`);
				if (!state.candidates.has(body.candidate_id))
					throw invalid('candidate_id', `candidate ${body.candidate_id} does not exist`);
				if (!state.applications.get(body.candidate_id)?.has(body.vacancy_id))
					throw invalid(
						'candidate_id',
						`candidate ${body.candidate_id} has not applied to vacancy ${body.vacancy_id}`,
					);
				const id = state.id('int');
				const interview: Rec = {
					id,
					vacancy_id: body.vacancy_id,
					candidate_id: body.candidate_id,
					type: body.type,
					status: 'scheduled',
					scheduled_at: body.scheduled_at,
					duration_minutes: body.duration_minutes,
					timezone: body.timezone ?? null,
					video_room_url: body.type === 'video_service' ? `https://meet.example/room/${id}` : null,
					interviewers: (body.interviewers ?? []).map((p: Rec) => ({
						name: p.name ?? null,
						email: p.email,
						role: p.role ?? null,
						required: p.required ?? true,
						status: 'invited',
					})),
					candidate_preparation: body.candidate_preparation ?? null,
					internal_notes: body.internal_notes ?? null,
					candidate_notified: true,
					created_at: state.now(),
				};
				state.interviews.set(id, interview);
				state.emit('interview.scheduled', interview);
				return { status: 201, body: { data: interview } };
			},
		},
		{
			method: 'GET',
			path: '/interviews',
			scope: 'interviews:manage',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', INTERVIEW_STATUSES);
				oneOf(q, 'type', INTERVIEW_TYPES);
				const list = [...state.interviews.values()]
					.filter(
						(i) =>
							(!q.status || i.status === q.status) &&
							(!q.type || i.type === q.type) &&
							(!q.vacancy_id || i.vacancy_id === q.vacancy_id) &&
							(!q.interviewer_email ||
								i.interviewers.some((p: Rec) => lower(p.email) === lower(q.interviewer_email))) &&
							(q.from === undefined && q.to === undefined ? true : inPeriod(i.scheduled_at, q)),
					)
					.sort((a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at));
				return { body: paginate(list, q) };
			},
		},
		{
			method: 'GET',
			path: '/interviews/{interview_id}',
			scope: 'interviews:manage',
			handler: (req) => ({
				body: { data: found(state.interviews, 'interview', req.params.interview_id) },
			}),
		},
		{
			method: 'PATCH',
			path: '/interviews/{interview_id}',
			scope: 'interviews:manage',
			body: schemas.reschedule,
			handler: (req) => {
				const interview = activeInterview(state, req.params.interview_id);
				interview.reschedules = [
					...(interview.reschedules ?? []),
					{
						from: interview.scheduled_at,
						to: req.body.scheduled_at,
						reason: req.body.reason ?? null,
						at: state.now(),
					},
				];
				interview.scheduled_at = req.body.scheduled_at;
				if (req.body.duration_minutes !== undefined)
					interview.duration_minutes = req.body.duration_minutes;
				return { body: { data: interview } };
			},
		},
	];
}

/** Interviews: cancel, submit an evaluation, read the evaluations. */
function interviewOutcomeRoutes(state: RecruitmentState): Route[] {
	return [
		{
			method: 'POST',
			path: '/interviews/{interview_id}/cancel',
			scope: 'interviews:manage',
			body: schemas.cancel,
			handler: (req) => {
				const interview = activeInterview(state, req.params.interview_id);
				const notify = req.body?.notify_participants === true;
				interview.status = 'cancelled';
				interview.cancellation = {
					reason: req.body?.reason ?? null,
					notes: req.body?.notes ?? null,
					cancelled_at: state.now(),
					notified: notify
						? [
								state.candidates.get(interview.candidate_id)?.email,
								...interview.interviewers.map((p: Rec) => p.email),
							].filter(Boolean)
						: [],
				};
				// Cancelling leaves the candidate's stage as it is.
				return { body: { data: interview } };
			},
		},
		{
			method: 'POST',
			path: '/interviews/{interview_id}/evaluation',
			scope: 'interviews:manage',
			body: schemas.evaluation,
			handler: (req) => {
				const interview = found(state.interviews, 'interview', req.params.interview_id);
				if (interview.status === 'cancelled')
					throw new ApiFailure(
						409,
						'interview_cancelled',
						`interview ${interview.id} was cancelled`,
					);
				const criteria: Rec[] = req.body.criteria ?? [];
				const weights = criteria.reduce((sum, c) => sum + (c.weight ?? 1), 0);
				const weighted =
					criteria.length && weights
						? criteria.reduce((sum, c) => sum + (c.weight ?? 1) * c.score, 0) / weights
						: req.body.overall_score;
				const evaluation = {
					id: state.id('eval'),
					interview_id: interview.id,
					interviewer: req.body.interviewer_email,
					overall_score: req.body.overall_score,
					weighted_score: Math.round(weighted * 100) / 100,
					recommendation: req.body.recommendation ?? null,
					criteria,
					notes: req.body.notes ?? null,
					created_at: state.now(),
				};
				state.evaluations.push(evaluation);
				state.emit('interview.evaluation_submitted', evaluation);
				return { status: 201, body: { data: evaluation } };
			},
		},
		{
			method: 'GET',
			path: '/interviews/{interview_id}/evaluations',
			scope: 'interviews:manage',
			handler: (req) => {
				const interview = found(state.interviews, 'interview', req.params.interview_id);
				return { body: { data: state.evaluations.filter((e) => e.interview_id === interview.id) } };
			},
		},
	];
}
