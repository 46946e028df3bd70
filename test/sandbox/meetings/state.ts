import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The meetings interface of doc 001 simulated: meetings (ACTIVE/INACTIVE), participants by preset
 * with tokens renewed for a known externalId, invitations for participants with an e-mail, and
 * summaries and session transcripts that become ready a while after a session ends (`readyAfterMs`,
 * shortened in tests). Error bodies are not shown in the document: the sandbox answers
 * `{statusCode, code, message, success: false}`.
 */
export type Rec = Record<string, any>;

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
	/** The host (and port) transcript URLs name, in place of the one the request was sent to */
	fileHost?: string;

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
