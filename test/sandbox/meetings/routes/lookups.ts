import { ApiFailure } from '../../server';
import { MeetingsState } from '../state';

/** Look-ups the routes share, over the interface's state. */
export function lookups(state: MeetingsState) {
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
		`http://${state.fileHost ?? host ?? '127.0.0.1'}/meetings/public/files/transcripts`;

	return { find, validDatetime, fileBase };
}
