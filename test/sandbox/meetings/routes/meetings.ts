import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { FRONTEND_URL, LANGUAGES, MeetingsState, PRESETS, Rec } from '../state';
import { randomBytes, randomUUID } from 'node:crypto';
import { lookups } from './lookups';

export function meetingRoutes(state: MeetingsState): Route[] {
	const { find, validDatetime, fileBase } = lookups(state);
	return [
		{
			method: 'POST',
			path: '/meetings',
			body: {
				type: 'object',
				required: ['title'],
				additionalProperties: false,
				properties: {
					title: { type: 'string', minLength: 1 },
					datetime: { type: 'string' },
					language: { enum: LANGUAGES },
				},
			},
			handler: (req) => {
				validDatetime(req.body.datetime);
				const meeting = state.addMeeting(req.body);
				return {
					status: 201,
					body: {
						success: true,
						message: 'Meeting created',
						meeting: {
							title: meeting.title,
							datetime: meeting.datetime,
							publicMeetingId: meeting.publicMeetingId,
						},
					},
				};
			},
		},
		{
			method: 'PATCH',
			path: '/meetings/{publicMeetingId}',
			body: {
				type: 'object',
				additionalProperties: false,
				properties: {
					title: { type: 'string', minLength: 1 },
					datetime: { type: 'string' },
					status: { enum: ['ACTIVE', 'INACTIVE'] },
				},
			},
			handler: (req) => {
				const meeting = find(req.params.publicMeetingId);
				validDatetime(req.body.datetime);
				Object.assign(meeting, req.body);
				return {
					body: {
						success: true,
						message: 'Meeting updated',
						meeting: { title: meeting.title, datetime: meeting.datetime, status: meeting.status },
					},
				};
			},
		},
		{
			method: 'POST',
			path: '/meetings/{publicMeetingId}/participants',
			body: {
				type: 'object',
				required: ['preset_name'],
				additionalProperties: false,
				properties: {
					preset_name: { enum: PRESETS },
					externalId: { type: 'string', minLength: 1 },
					email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
					name: { type: 'string' },
				},
			},
			handler: (req) => {
				const meeting = find(req.params.publicMeetingId);
				const known = req.body.externalId
					? meeting.participants.get(req.body.externalId)
					: undefined;
				if (known) {
					known.token = randomBytes(16).toString('hex');
					return {
						status: 200,
						body: {
							success: true,
							message: 'Participant already exists; token renewed',
							participant: { url: known.url, guestUrl: known.guestUrl, token: known.token },
						},
					};
				}
				const participantId = randomUUID().slice(0, 8);
				const participant: Rec = {
					...req.body,
					url: `${FRONTEND_URL}/m/${meeting.publicMeetingId}?p=${participantId}`,
					guestUrl: `${FRONTEND_URL}/m/${meeting.publicMeetingId}`,
					token: randomBytes(16).toString('hex'),
				};
				meeting.participants.set(req.body.externalId ?? participantId, participant);
				if (req.body.email) state.invitations.push({ email: req.body.email, url: participant.url });
				return {
					status: 201,
					body: {
						success: true,
						message: 'Participant added',
						participant: {
							url: participant.url,
							guestUrl: participant.guestUrl,
							token: participant.token,
						},
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/meetings/{publicMeetingId}/summary',
			handler: (req) => {
				const meeting = find(req.params.publicMeetingId);
				const ended = [...meeting.sessions.values()].filter((s) => state.isReady(s));
				if (ended.length === 0)
					return { body: { summary: null, transcript_url: null, language: null } };
				return {
					body: {
						summary: `${meeting.title}: the team met and agreed on next steps.`,
						transcript_url: meeting.language
							? `${fileBase(req.headers.host)}/${ended[0].id}.txt`
							: null,
						language: meeting.language,
					},
				};
			},
		},
	];
}

export function transcriptRoutes(state: MeetingsState): Route[] {
	const { find, fileBase } = lookups(state);
	return [
		{
			method: 'POST',
			path: '/meetings/{publicMeetingId}/sessions/{cfSessionId}/fetch-transcript',
			handler: (req) => {
				const meeting = find(req.params.publicMeetingId);
				const session = meeting.sessions.get(req.params.cfSessionId);
				if (!session)
					throw new ApiFailure(
						404,
						'SESSION_NOT_FOUND',
						`Session ${req.params.cfSessionId} not found in this meeting`,
					);
				if (!state.isReady(session))
					throw new ApiFailure(404, 'TRANSCRIPT_NOT_READY', 'The transcript is not ready yet');
				return {
					body: { success: true, transcriptUrl: `${fileBase(req.headers.host)}/${session.id}.txt` },
				};
			},
		},
	];
}
