import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { MeetingsState } from '../state';

/** Where transcript URLs point: file storage, no key. */
export function transcriptFileRoutes(state: MeetingsState): Route[] {
	return [
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
}
