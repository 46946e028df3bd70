import { randomBytes, randomUUID } from 'node:crypto';

import type { Route, SandboxInterface } from './server';
import { ApiFailure } from './server';

/**
 * The meetings interface of doc 001 simulated: meetings (ACTIVE/INACTIVE), participants by preset
 * with tokens renewed for a known externalId, invitations for participants with an e-mail, and
 * summaries and session transcripts that become ready a while after a session ends (`readyAfterMs`,
 * shortened in tests). Error bodies are not shown in the document: the sandbox answers
 * `{statusCode, code, message, success: false}`.
 */

type Rec = Record<string, any>;

export const MEETINGS_KEY = 'meet-test-key';
export const FRONTEND_URL = 'https://meet.example.com';
export const LANGUAGES = [
	'en',
	'en-US',
	'en-AU',
	'en-GB',
	'en-IN',
	'en-NZ',
	'es',
	'es-419',
	'fr',
	'fr-CA',
	'de',
	'de-CH',
	'hi',
	'ru',
	'pt',
	'pt-BR',
	'pt-PT',
	'ja',
	'it',
	'nl',
	'multi',
];
export const PRESETS = ['service_meet_host', 'service_meet_participant', 'service_meet_guest'];

export class MeetingsState {
	meetings = new Map<string, Rec>();
	/** E-mails the service sent: one per participant added with an e-mail */
	invitations: Array<{ email: string; url: string }> = [];
	/** How long after a session ends its transcript, and the meeting's summary, are ready */
	readyAfterMs = 60_000;

	addMeeting(body: Rec) {
		const meeting: Rec = {
			publicMeetingId: randomUUID().slice(0, 12),
			title: body.title,
			datetime: body.datetime ?? new Date().toISOString(),
			language: body.language ?? null,
			status: 'ACTIVE',
			participants: new Map<string, Rec>(),
			sessions: new Map<string, Rec>(),
		};
		this.meetings.set(meeting.publicMeetingId, meeting);
		return meeting;
	}

	/** A session of the meeting ends at `endedAt` (now by default): its transcript and the summary follow `readyAfterMs` later. */
	endSession(meetingId: string, endedAt = Date.now()) {
		const meeting = this.meetings.get(meetingId)!;
		const id = `sess_${randomBytes(6).toString('hex')}`;
		meeting.sessions.set(id, {
			id,
			endedAt,
			transcript: `[00:00] ${meeting.title}\n[00:05] Host: Welcome, everyone.\n[00:12] Guest: Thanks for having me.\n`,
		});
		return id;
	}

	isReady(session: Rec) {
		return Date.now() >= session.endedAt + this.readyAfterMs;
	}
}

export function meetingsSandbox(
	state = new MeetingsState(),
): SandboxInterface & { state: MeetingsState } {
	const find = (id: string) => {
		const meeting = state.meetings.get(id);
		if (!meeting) throw new ApiFailure(404, 'MEETING_NOT_FOUND', `Meeting ${id} not found`);
		return meeting;
	};
	const validDatetime = (value: unknown) => {
		if (value !== undefined && Number.isNaN(Date.parse(String(value))))
			throw new ApiFailure(400, 'INVALID_DATETIME', 'datetime must be ISO 8601');
	};
	const fileBase = (host: string | undefined) =>
		`http://${host ?? '127.0.0.1'}/meetings/public/files/transcripts`;

	const routes: Route[] = [
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
		// Where transcript URLs point: file storage, no key.
		{
			method: 'GET',
			path: '/files/transcripts/{file}',
			auth: false,
			handler: (req) => {
				const id = req.params.file.replace(/\.txt$/, '');
				const session = [...state.meetings.values()].map((m) => m.sessions.get(id)).find(Boolean);
				if (!session || !state.isReady(session))
					throw new ApiFailure(404, 'NOT_FOUND', 'No such file');
				return {
					raw: Buffer.from(session.transcript),
					headers: { 'Content-Type': 'text/plain; charset=utf-8' },
				};
			},
		},
	];

	return {
		slug: 'meetings',
		prefix: '/public',
		tokens: { [MEETINGS_KEY]: { userId: 'account', scopes: [] } },
		tokenHeader: 'x-api-key',
		routes,
		state,
		error: (status, code, message, details) => ({
			statusCode: status,
			code,
			message,
			success: false,
			...(details ? { details } : {}),
		}),
		reset() {
			state.meetings.clear();
			state.invitations = [];
			state.readyAfterMs = 60_000;
		},
	};
}

/** What `npm start` opens with: a weekly meeting whose last session has its summary and transcript ready, and a planned one. */
export function seedMeetings(state: MeetingsState) {
	const weekly = state.addMeeting({
		title: 'Weekly sync',
		datetime: new Date(Date.now() - 2 * 3_600_000).toISOString(),
		language: 'en',
	});
	const session = state.endSession(weekly.publicMeetingId, Date.now() - 3_600_000);
	const planned = state.addMeeting({
		title: 'Quarterly review',
		datetime: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
		language: 'es',
	});
	return { meetings: [weekly, planned], sessions: [session] };
}
