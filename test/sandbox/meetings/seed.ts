import { MeetingsState } from './state';

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
