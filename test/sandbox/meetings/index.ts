import type { Route, SandboxInterface } from '../server';
import { MEETINGS_KEY, MeetingsState } from './state';
import { meetingRoutes, transcriptRoutes } from './routes/meetings';
import { transcriptFileRoutes } from './routes/files';
import { controlsRoutes } from './routes/controls';

export { seedMeetings } from './seed';
export { MEETINGS_KEY, FRONTEND_URL, LANGUAGES, PRESETS, MeetingsState } from './state';

export function meetingsSandbox(
	state = new MeetingsState(),
): SandboxInterface & { state: MeetingsState } {
	const routes: Route[] = [
		...meetingRoutes(state),
		...transcriptRoutes(state),
		...transcriptFileRoutes(state),
		...controlsRoutes(state),
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
			state.fileHost = undefined;
		},
	};
}
